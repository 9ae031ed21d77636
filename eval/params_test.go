package eval

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pairDecls returns the names and value literals declared with keyword
// tok (const or var) in file, in order. Both files of the pair are read as
// source, so a test in either build sees both.
func pairDecls(t *testing.T, file string, tok token.Token) map[string]string {
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

// TestParamPairAgrees: the constants of a normal build and the variables
// of a tuning build are the same weights with the same values, so tuning
// starts from what the engine plays and a normal build plays what the
// sources say (see params.go).
func TestParamPairAgrees(t *testing.T) {
	consts := pairDecls(t, "params_const.go", token.CONST)
	vars := pairDecls(t, "params_var.go", token.VAR)
	require.NotEmpty(t, consts)
	assert.Equal(t, consts, vars, "params_const.go and params_var.go differ")
}
