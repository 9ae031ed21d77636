#!/usr/bin/env python3
"""adopt.py: make weights written by `cmd/tune tune -o FILE` the defaults.

    python3 tune/adopt.py FILE

Copies every assignment of FILE's init() onto the declarations of the same
weight in eval/*.go (params.go, pst.go, and both params_const.go and
params_var.go for the single weights, which are constants in a normal
build and variables under the tags tune and tuned), so the normal build
plays the fitted weights and the sources show them; then run gofmt -w eval.
"""
import glob, re, sys

def match_brace(s, i):
    """Index just past the literal that starts at s[i] (a type then {...})."""
    j = s.index('{', i)
    depth = 0
    for k in range(j, len(s)):
        if s[k] == '{':
            depth += 1
        elif s[k] == '}':
            depth -= 1
            if depth == 0:
                return k + 1
    raise ValueError('unbalanced literal')

def statements(body):
    i = 0
    out = []
    while i < len(body):
        m = re.compile(r'\s*([A-Za-z_]\w*)(\[(\d+)\])?\s*=\s*').match(body, i)
        if not m:
            i = body.index('\n', i) + 1 if '\n' in body[i:] else len(body)
            continue
        name, idx = m.group(1), m.group(3)
        start = m.end()
        line_end = body.index('\n', start)
        if '{' in body[start:line_end]:
            end = match_brace(body, start)
        else:
            end = line_end
        out.append((name, idx, body[start:end].strip()))
        i = end
    return out

def main():
    src = open(sys.argv[1]).read()
    body = src[src.index('func init() {'):]
    files = {f: open(f).read() for f in glob.glob('eval/*.go') if not f.endswith('_test.go') and 'weights_tuned' not in f}
    for name, idx, value in statements(body):
        if name in ('Rebuild', 'buildPST'):
            continue
        found = False
        for f, s in files.items():
            m = re.compile(r'^(\s*(?:var\s+)?' + name + r'\s*=\s*)', re.M).search(s)
            if not m:
                continue
            found = True
            start = m.end()
            line_end = s.index('\n', start)
            if '{' in s[start:line_end]:
                end = match_brace(s, start)
            else:
                # a scalar: stop before a trailing comment
                seg = s[start:line_end]
                end = start + len(seg.split('//')[0].rstrip())
            if idx is None:
                files[f] = s[:start] + value + s[end:]
            else:
                lit = s[start:end]
                inner = lit[lit.index('{') + 1:lit.rindex('}')]
                parts = [p.strip() for p in inner.split(',')]
                parts[int(idx)] = value
                files[f] = s[:start] + lit[:lit.index('{') + 1] + ', '.join(parts) + '}' + s[end:]
        if not found:
            sys.exit('adopt.py: no declaration of %s in eval/' % name)
    for f, s in files.items():
        open(f, 'w').write(s)

main()
