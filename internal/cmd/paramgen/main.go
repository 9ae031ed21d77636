// Command paramgen writes the variable file of a const/var parameter pair
// from its constant file (see package internal/paramgen). It runs from the
// //go:generate lines of the packages that have such a pair:
//
//	go run ../internal/cmd/paramgen params_const.go params_var.go
package main

import (
	"fmt"
	"os"

	"github.com/chuhe-engine/chuhe/internal/paramgen"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "paramgen:", err)
		os.Exit(1)
	}
}

// run generates args[1] from args[0], refusing to overwrite a file that
// paramgen did not write.
func run(args []string) error {
	if len(args) != 2 {
		return fmt.Errorf("usage: paramgen CONST_FILE VAR_FILE")
	}
	src, err := os.ReadFile(args[0])
	if err != nil {
		return err
	}
	out, err := paramgen.Generate(args[0], src)
	if err != nil {
		return err
	}
	if old, err := os.ReadFile(args[1]); err == nil && !paramgen.IsGenerated(old) {
		return fmt.Errorf("%s exists and was not written by paramgen; remove it first", args[1])
	}
	return os.WriteFile(args[1], out, 0o644)
}
