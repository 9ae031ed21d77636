// Command chuhe is a Xiangqi engine. With no arguments it speaks UCCI or UCI
// on stdin/stdout; with a subcommand it runs a tool (perft, bench, judge,
// match, notation). See `chuhe help`.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/spf13/pflag"
)

// command is one subcommand. Each lives in its own file and registers itself.
type command struct {
	name    string
	usage   string // synopsis line after "chuhe"
	summary string
	// run executes the command with its arguments; it returns the exit status.
	run func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]command{}

func register(c command) { commands[c.name] = c }

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		return protocolLoop(stdin, stdout)
	}
	name := args[0]
	switch name {
	case "help", "-h", "--help":
		return help(args[1:], stdout, stderr)
	}
	c, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "chuhe: unknown command %q (see 'chuhe help')\n", name)
		return 2
	}
	return c.run(args[1:], stdout, stderr)
}

func help(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		if args[0] == "help" {
			fmt.Fprintln(stdout, "usage: chuhe help [COMMAND]\n\nList the commands, or show how to use one.")
			return 0
		}
		c, ok := commands[args[0]]
		if !ok {
			fmt.Fprintf(stderr, "chuhe: unknown command %q\n", args[0])
			return 2
		}
		fmt.Fprintf(stdout, "usage: chuhe %s\n\n%s\n", c.usage, c.summary)
		return 0
	}
	fmt.Fprintln(stdout, "chuhe - a Xiangqi engine\n\nusage:\n  chuhe                    speak UCCI or UCI on stdin/stdout (for GUIs)")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(stdout, "  chuhe %s\n      %s\n", commands[n].usage, commands[n].summary)
	}
	fmt.Fprintln(stdout, "  chuhe help [COMMAND]")
	return 0
}

// newFlags returns a flag set that reports errors through the caller
// instead of printing usage or exiting.
func newFlags(name string) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.SortFlags = false
	return fs
}

// fail reports an error the way every subcommand does: a one-line message
// on stderr, or {"error": "..."} on stdout with --json; exit status 2.
func fail(stdout, stderr io.Writer, asJSON bool, cmd string, err error) int {
	if asJSON {
		writeJSON(stdout, map[string]string{"error": err.Error()})
	} else {
		fmt.Fprintf(stderr, "chuhe %s: %s\n", cmd, err)
	}
	return 2
}

// wantsJSON scans raw arguments for --json so that flag-parsing errors are
// reported in the format the caller asked for. It reads the flag the way
// pflag does: the last --json wins, --json=V takes any boolean spelling
// (1, t, TRUE, ...), and nothing after "--" is a flag.
func wantsJSON(args []string) bool {
	want := false
	for _, a := range args {
		if a == "--" {
			break
		}
		if a == "--json" {
			want = true
		} else if v, ok := strings.CutPrefix(a, "--json="); ok {
			b, err := strconv.ParseBool(v)
			want = err == nil && b
		}
	}
	return want
}

func writeJSON(w io.Writer, v any) {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}

// parseFlags parses and rejects stray positional arguments.
func parseFlags(fs *pflag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return errors.New("see 'chuhe help " + fs.Name() + "'")
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", strings.Join(fs.Args(), " "))
	}
	return nil
}
