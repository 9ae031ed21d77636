// Package pairtest reads the const/var file pairs that hold tunable
// numbers (a constant file for normal builds, a variable file for the
// build tag "tune"), so that tests can check the two declare the same
// names with the same values.
package pairtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"testing"

	"github.com/chuhe-engine/chuhe/internal/paramgen"
	"github.com/stretchr/testify/require"
)

// Decls returns the names and value literals declared with keyword tok
// (token.CONST or token.VAR) in file, which must declare nothing else and
// only plain numbers. Both files of a pair are read as source, so a test
// in either build sees both.
func Decls(t *testing.T, file string, tok token.Token) map[string]string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	require.NoError(t, err)
	decls := map[string]string{}
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok {
			continue
		}
		require.Equal(t, tok, gd.Tok, "%s declares with %s; it should only declare with %s", file, gd.Tok, tok)
		for _, sp := range gd.Specs {
			vs := sp.(*ast.ValueSpec)
			require.Len(t, vs.Values, len(vs.Names), "%s: %s", file, vs.Names[0].Name)
			for i, n := range vs.Names {
				lit, ok := vs.Values[i].(*ast.BasicLit)
				require.True(t, ok, "%s: %s is not a plain number", file, n.Name)
				decls[n.Name] = lit.Value
			}
		}
	}
	return decls
}

// Agree checks that varFile is what paramgen generates from constFile
// (so the variables of the tuning builds are the constants of a normal
// build, same names, same values) and that the pair declares some numbers.
func Agree(t *testing.T, constFile, varFile string) {
	t.Helper()
	src, err := os.ReadFile(constFile)
	require.NoError(t, err)
	want, err := paramgen.Generate(constFile, src)
	require.NoError(t, err)
	got, err := os.ReadFile(varFile)
	require.NoError(t, err)
	require.Equal(t, string(want), string(got), "%s is out of date: run go generate in its package", varFile)
	require.NotEmpty(t, Decls(t, constFile, token.CONST))
	require.Equal(t, Decls(t, constFile, token.CONST), Decls(t, varFile, token.VAR))
}
