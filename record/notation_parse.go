package record

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/chuhe-engine/chuhe/position"
)

// wxfKinds maps WXF piece letters (upper case) to kinds, variants included.
var wxfKinds = map[byte]position.Kind{
	'K': position.General, 'G': position.General, 'A': position.Advisor, 'E': position.Elephant, 'B': position.Elephant,
	'H': position.Horse, 'N': position.Horse, 'R': position.Rook, 'C': position.Cannon, 'P': position.Pawn, 'S': position.Pawn,
}

// parseWXF reads the syntax of a WXF move: C2=5, H8+7, R++1, and for tandem
// pawns P+=4, ++=4, --=4, 3+=4, 33=4. '.' is accepted for '=', and a
// sideways move may leave the sign out (C25).
func parseWXF(s string) (described, error) {
	var d described
	t := strings.ToUpper(strings.TrimSpace(s))
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c >= 0x80 {
			r, _ := utf8.DecodeRuneInString(t[i:])
			return d, fmt.Errorf("bad WXF move %q: unknown character %q", s, r)
		}
		_, letter := wxfKinds[c]
		if !letter && !(c >= '1' && c <= '9') && !strings.ContainsRune("+-=.", rune(c)) {
			return d, fmt.Errorf("bad WXF move %q: unknown character %q", s, c)
		}
	}
	if len(t) == 3 && t[1] >= '1' && t[1] <= '9' && t[2] >= '1' && t[2] <= '9' {
		t = t[:2] + "=" + t[2:] // "C25": sideways with the sign left out, as some books write it
	}
	if len(t) != 4 {
		return d, fmt.Errorf("bad WXF move %q: want four characters such as C2=5, H8+7 or R++1", s)
	}
	switch t[2] {
	case '+':
		d.dir = 1
	case '-':
		d.dir = -1
	case '=', '.':
		d.dir = 0
	default:
		return d, fmt.Errorf("bad WXF move %q: the third character must be +, - or =", s)
	}
	if t[3] < '1' || t[3] > '9' {
		return d, fmt.Errorf("bad WXF move %q: the last character must be a digit 1-9", s)
	}
	d.num = int(t[3] - '0')
	c0, c1 := t[0], t[1]
	switch {
	case wxfKinds[c0] != position.NoKind:
		d.kind = wxfKinds[c0]
		switch {
		case c1 >= '1' && c1 <= '9':
			d.file = int(c1 - '0')
		case c1 == '+':
			d.sel, d.wxfPlus = selFront, true
		case c1 == '-':
			d.sel, d.wxfPlus = selRear, true
		default:
			return d, fmt.Errorf("bad WXF move %q: after the piece letter want a file digit, + or -", s)
		}
	case (c0 == '+' || c0 == '-') && c1 == c0:
		d.kind = position.Pawn
		d.sel = selFront
		if c0 == '-' {
			d.sel = selRear
		}
	case c0 >= '1' && c0 <= '9':
		d.kind = position.Pawn
		d.file = int(c0 - '0')
		switch {
		case c1 == '+':
			d.sel = selFront
		case c1 == '-':
			d.sel = selRear
		case c1 == c0:
			d.sel = selMid
		default:
			return d, fmt.Errorf("bad WXF move %q: after a pawn's file digit want +, - or the same digit", s)
		}
		d.twoFiles = true
	default:
		return d, fmt.Errorf("bad WXF move %q: want a piece letter (K A E H R C P) first", s)
	}
	return d, nil
}

// Token classes of Chinese notation.
type cnToken struct {
	kind  position.Kind // a piece character
	sel   int           // 前 中 後
	dir   int           // 進 退 平, as 1, -1, 0; valid when isDir
	num   int           // a number 1..9
	isDir bool
}

// cnRunes maps every accepted character (traditional, simplified, variant;
// Chinese numerals, ASCII and full-width digits) to its token.
var cnRunes = map[rune]cnToken{
	'帥': {kind: position.General}, '帅': {kind: position.General}, '將': {kind: position.General}, '将': {kind: position.General},
	'仕': {kind: position.Advisor}, '士': {kind: position.Advisor},
	'相': {kind: position.Elephant}, '象': {kind: position.Elephant},
	'傌': {kind: position.Horse}, '馬': {kind: position.Horse}, '马': {kind: position.Horse}, '㐷': {kind: position.Horse},
	'俥': {kind: position.Rook}, '車': {kind: position.Rook}, '车': {kind: position.Rook}, '伡': {kind: position.Rook},
	'炮': {kind: position.Cannon}, '砲': {kind: position.Cannon}, '包': {kind: position.Cannon},
	'兵': {kind: position.Pawn}, '卒': {kind: position.Pawn},
	'前': {sel: selFront}, '中': {sel: selMid}, '後': {sel: selRear}, '后': {sel: selRear},
	'進': {dir: 1, isDir: true}, '进': {dir: 1, isDir: true},
	'退': {dir: -1, isDir: true}, '平': {dir: 0, isDir: true},
	'一': {num: 1}, '二': {num: 2}, '三': {num: 3}, '四': {num: 4}, '五': {num: 5},
	'六': {num: 6}, '七': {num: 7}, '八': {num: 8}, '九': {num: 9},
}

func cnLookup(r rune) (cnToken, bool) {
	switch {
	case r >= '1' && r <= '9':
		return cnToken{num: int(r - '0')}, true
	case r >= '１' && r <= '９':
		return cnToken{num: int(r-'１') + 1}, true
	}
	t, ok := cnRunes[r]
	return t, ok
}

// parseChinese reads the syntax of a Chinese move: 炮二平五, 馬8進7, 前俥進一 (or 俥前進一),
// 中兵平四, 二兵進一 (pawns counted from the front), 前三平四 (pawns on two files).
func parseChinese(s string) (described, error) {
	var d described
	var toks []cnToken
	for _, r := range strings.TrimSpace(s) {
		if r == ' ' || r == '\u3000' {
			continue
		}
		t, ok := cnLookup(r)
		if !ok {
			return d, fmt.Errorf("bad Chinese move %q: unknown character %q", s, r)
		}
		toks = append(toks, t)
	}
	bad := func() (described, error) {
		return d, fmt.Errorf("bad Chinese move %q: want piece, file, direction and number such as 炮二平五 or 前俥進一", s)
	}
	if len(toks) != 4 && len(toks) != 5 {
		return bad()
	}
	last, dirTok := toks[len(toks)-1], toks[len(toks)-2]
	if !dirTok.isDir || last.num == 0 {
		return bad()
	}
	d.dir, d.num = dirTok.dir, last.num
	a, b := toks[0], toks[1]
	if len(toks) == 5 {
		// 前兵三平四: selector, piece and file all written.
		c := toks[2]
		if a.sel == 0 || b.kind == position.NoKind || c.num == 0 {
			return bad()
		}
		d.kind, d.sel, d.file, d.twoFiles = b.kind, a.sel, c.num, true
		return d, nil
	}
	switch {
	case a.kind != position.NoKind && b.num != 0:
		d.kind, d.file = a.kind, b.num
	case a.sel != 0 && b.kind != position.NoKind:
		d.kind, d.sel = b.kind, a.sel
	case a.kind != position.NoKind && b.sel != 0:
		// 車前平三, 炮後退一: the selector after the piece, as the WXF's own
		// table of the Chinese notation writes tandem pieces.
		d.kind, d.sel = a.kind, b.sel
	case a.sel != 0 && b.num != 0:
		d.kind, d.sel, d.file, d.twoFiles = position.Pawn, a.sel, b.num, true
	case a.num >= 1 && a.num <= 5 && b.kind != position.NoKind:
		d.kind, d.sel = b.kind, a.num
	default:
		return bad()
	}
	return d, nil
}

// target computes where a piece on from goes by a descriptive move.
func target(from position.Square, k position.Kind, s position.Side, dir, num int) (position.Square, bool) {
	f, r := from.File(), from.Rank()
	fs := forwardSign(s) * dir
	if dir == 0 {
		if k == position.Advisor || k == position.Elephant || k == position.Horse {
			return position.NoSquare, false
		}
		nf := boardFile(num, s)
		if nf == f {
			return position.NoSquare, false
		}
		return position.MakeSquare(nf, r), true
	}
	switch k {
	case position.General, position.Rook, position.Cannon, position.Pawn:
		r += fs * num
	default:
		nf := boardFile(num, s)
		df := max(nf-f, f-nf)
		switch {
		case k == position.Advisor && df == 1:
			r += fs
		case k == position.Elephant && df == 2:
			r += 2 * fs
		case k == position.Horse && df == 1:
			r += 2 * fs
		case k == position.Horse && df == 2:
			r += fs
		default:
			return position.NoSquare, false
		}
		f = nf
	}
	if r < 0 || r >= position.Ranks {
		return position.NoSquare, false
	}
	return position.MakeSquare(f, r), true
}

// fileName writes a file number the way side s reads it (二 for Red, 2 for Black).
func fileName(n int, s position.Side) string { return chineseNumber(n, s) }

// resolve finds the legal move a descriptive move names for the side to move.
func resolve(p *position.Position, text string, d described) (position.Move, error) {
	s := p.Side()
	k := d.kind
	var cands []position.Square
	switch {
	case d.sel == selNone:
		like := likeOnFile(p, s, k, boardFile(d.file, s))
		if len(like) == 0 {
			return position.NoMove, fmt.Errorf("illegal move %q: %s has no %s on file %s", text, s, k, fileName(d.file, s))
		}
		cands = like
	default:
		var like []position.Square
		if d.file != 0 {
			like = likeOnFile(p, s, k, boardFile(d.file, s))
			if len(like) < 2 {
				return position.NoMove, fmt.Errorf("illegal move %q: %s has fewer than two %ss on file %s", text, s, k, fileName(d.file, s))
			}
		} else {
			files := tandemFiles(p, s, k)
			switch {
			case len(files) == 0:
				return position.NoMove, fmt.Errorf("illegal move %q: %s has no two %ss on one file", text, s, k)
			case len(files) > 1:
				return position.NoMove, fmt.Errorf("ambiguous move %q: %s has %ss two or more on several files; name the file", text, s, k)
			}
			like = likeOnFile(p, s, k, files[0])
		}
		idx := -1
		n := len(like)
		switch {
		case d.sel == selFront && d.wxfPlus && k == position.Pawn && n >= 4:
			idx = 1
		case d.sel == selRear && d.wxfPlus && k == position.Pawn && n >= 4:
			idx = n - 2
		case d.sel == selFront:
			idx = 0
		case d.sel == selRear:
			idx = n - 1
		case d.sel == selMid && n%2 == 1:
			idx = n / 2
		case d.sel >= 1 && d.sel <= n:
			idx = d.sel - 1
		}
		if idx < 0 {
			return position.NoMove, fmt.Errorf("illegal move %q: no such %s among the %d on the file", text, k, n)
		}
		cands = like[idx : idx+1]
	}

	var found []position.Move
	var lastErr error
	for _, from := range cands {
		to, ok := target(from, k, s, d.dir, d.num)
		if !ok {
			lastErr = fmt.Errorf("illegal move %q: a %s on %s cannot move that way", text, k, from)
			continue
		}
		m := position.MakeMove(from, to)
		if _, err := p.ParseMove(m.String()); err != nil {
			lastErr = fmt.Errorf("illegal move %q (%s): %w", text, m, err)
			continue
		}
		found = append(found, m)
	}
	switch {
	case len(found) == 1:
		return found[0], nil
	case len(found) == 0:
		return position.NoMove, lastErr
	}
	// WXF writes the middle of three (or five) pawns with the file digit.
	if k == position.Pawn && len(cands)%2 == 1 && len(cands) >= 3 {
		mid := cands[len(cands)/2]
		for _, m := range found {
			if m.From() == mid {
				return m, nil
			}
		}
	}
	return position.NoMove, fmt.Errorf("ambiguous move %q: the %ss on %s and %s can both make it; say which (前/後 or +/-)", text, k, found[0].From(), found[1].From())
}
