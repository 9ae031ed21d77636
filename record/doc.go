// Package record reads and writes game records and the ways people write
// moves: PGN and XQF files, and the ICCS, WXF and Chinese notations of
// RULES.md §6 beside the coordinate wire format.
//
// It sits on top of position and uses only its exported API, so the board
// stays free of file formats and of the GBK text encoding older Chinese game
// files use. Nothing here is on the search's hot path.
package record
