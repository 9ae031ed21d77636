package record

import (
	"fmt"
	"sort"
	"strings"

	"github.com/chuhe-engine/chuhe/position"
)

// Notation is a way of writing moves (RULES.md §6).
type Notation uint8

// The notations. Coordinates are the wire format (h2e2); ICCS is the same
// with upper case and a dash (H2-E2), used in game files; WXF and Chinese are
// the descriptive notations players write (C2=5, 炮二平五).
const (
	ICCS Notation = iota
	WXF
	Chinese
	Coord
)

var notationNames = [...]string{"iccs", "wxf", "chinese", "coord"}

// String returns the notation's name as the command line spells it.
func (n Notation) String() string {
	if int(n) < len(notationNames) {
		return notationNames[n]
	}
	return fmt.Sprintf("Notation(%d)", n)
}

// ParseNotation reads a notation name: iccs, wxf, chinese, or coord
// (also "coordinate", "uci", "ucci"), case-insensitive.
func ParseNotation(s string) (Notation, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "iccs":
		return ICCS, nil
	case "wxf":
		return WXF, nil
	case "chinese", "cn", "zh":
		return Chinese, nil
	case "coord", "coordinate", "coordinates", "uci", "ucci":
		return Coord, nil
	}
	return 0, fmt.Errorf("unknown notation %q (want iccs, wxf, chinese or coord)", s)
}

// FormatMove writes a legal move in a notation. It is an error if m is not
// a legal move here (the descriptive notations depend on the position).
func FormatMove(p *position.Position, m position.Move, n Notation) (string, error) {
	if !p.IsLegalMove(m) {
		return "", fmt.Errorf("cannot format %s: not a legal move for %s here", m, p.Side())
	}
	switch n {
	case Coord:
		return m.String(), nil
	case ICCS:
		return formatICCS(m), nil
	case WXF:
		return describe(p, m).wxf(), nil
	case Chinese:
		return describe(p, m).chinese(), nil
	}
	return "", fmt.Errorf("unknown notation %d", n)
}

// ParseMove reads a move written in notation n and checks that it is legal
// here; errors name the text and say what is wrong with it (unknown
// characters, no such piece, ambiguous, illegal).
func ParseMove(p *position.Position, s string, n Notation) (position.Move, error) {
	s = strings.TrimSpace(s)
	switch n {
	case Coord:
		return p.ParseMove(s)
	case ICCS:
		return parseICCS(p, s)
	case WXF:
		d, err := parseWXF(s)
		if err != nil {
			return position.NoMove, err
		}
		return resolve(p, s, d)
	case Chinese:
		d, err := parseChinese(s)
		if err != nil {
			return position.NoMove, err
		}
		return resolve(p, s, d)
	}
	return position.NoMove, fmt.Errorf("unknown notation %d", n)
}

// DetectNotation guesses the notation of a move text: coordinates (h2e2),
// ICCS (H2-E2), Chinese (any non-ASCII character) or else WXF.
func DetectNotation(s string) Notation {
	s = strings.TrimSpace(s)
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return Chinese
		}
	}
	isFile := func(c byte) bool { return c >= 'a' && c <= 'i' }
	isFileAny := func(c byte) bool { return (c >= 'a' && c <= 'i') || (c >= 'A' && c <= 'I') }
	isRank := func(c byte) bool { return c >= '0' && c <= '9' }
	if len(s) == 4 && isFile(s[0]) && isRank(s[1]) && isFile(s[2]) && isRank(s[3]) {
		return Coord
	}
	if len(s) == 5 && s[2] == '-' && isFileAny(s[0]) && isRank(s[1]) && isFileAny(s[3]) && isRank(s[4]) {
		return ICCS
	}
	return WXF
}

// ParseAnyMove reads a move in whichever notation it is written in (see
// DetectNotation) and checks that it is legal here.
func ParseAnyMove(p *position.Position, s string) (position.Move, error) {
	return ParseMove(p, s, DetectNotation(s))
}

func formatICCS(m position.Move) string {
	return strings.ToUpper(m.From().String()) + "-" + strings.ToUpper(m.To().String())
}

// parseICCS reads H2-E2. The dash may be left out (H2E2, h2e2): UCCI calls
// its wire moves "ICCS" too, so a game file may hold either spelling.
func parseICCS(p *position.Position, s string) (position.Move, error) {
	coord := s
	if len(s) == 5 && s[2] == '-' {
		coord = s[:2] + s[3:]
	}
	if len(coord) != 4 {
		return position.NoMove, fmt.Errorf("bad ICCS move %q: want such as H2-E2", s)
	}
	m, err := position.ParseMove(strings.ToLower(coord))
	if err != nil {
		return position.NoMove, fmt.Errorf("bad ICCS move %q: want files A-I and ranks 0-9 such as H2-E2", s)
	}
	if _, err := p.ParseMove(m.String()); err != nil {
		return position.NoMove, fmt.Errorf("illegal move %s: %w", s, err)
	}
	return m, nil
}

// Selectors of one piece among like pieces on a file, in descriptive
// notation. Values 1..5 count from the front.
const (
	selNone  = 0  // the file number names the piece
	selFront = -1 // 前, +
	selRear  = -2 // 後, -
	selMid   = -3 // 中, the file digit of a middle pawn in WXF
)

// described is a move in descriptive form, independent of WXF or Chinese.
type described struct {
	side position.Side
	kind position.Kind
	file int // 1..9 counted from the mover's right; 0 when not written
	sel  int // selNone, selFront, selRear, selMid, or 1..5 from the front
	// fileCount is how many like pieces share the file (for formatting).
	fileCount int
	// twoFiles is set for a pawn when two files hold two or more pawns: the
	// file is then written with the selector instead of the piece.
	twoFiles bool
	// wxfPlus marks WXF "P+"/"P-", which mean the second from the front or
	// rear when four or five pawns share the file.
	wxfPlus bool
	dir     int // +1 forward, -1 backward, 0 sideways
	num     int // ranks moved, or the destination file
}

// fileNumber converts a board file (0 = a) to the number a side writes.
func fileNumber(file int, s position.Side) int {
	if s == position.Red {
		return 9 - file
	}
	return file + 1
}

// boardFile is the inverse of fileNumber.
func boardFile(n int, s position.Side) int {
	if s == position.Red {
		return 9 - n
	}
	return n - 1
}

// forward returns +1 if rank b is ahead of rank a for side s, -1 if behind.
func forwardSign(s position.Side) int {
	if s == position.Red {
		return 1
	}
	return -1
}

// likeOnFile returns the squares of side s's pieces of kind k on board file
// f, front first (nearest the enemy first).
func likeOnFile(p *position.Position, s position.Side, k position.Kind, f int) []position.Square {
	var sqs []position.Square
	p.Pieces(s, func(pc position.Piece, sq position.Square) {
		if pc.Kind() == k && sq.File() == f {
			sqs = append(sqs, sq)
		}
	})
	sort.Slice(sqs, func(i, j int) bool {
		if s == position.Red {
			return sqs[i].Rank() > sqs[j].Rank()
		}
		return sqs[i].Rank() < sqs[j].Rank()
	})
	return sqs
}

// tandemFiles returns the board files where side s has two or more pieces
// of kind k.
func tandemFiles(p *position.Position, s position.Side, k position.Kind) []int {
	var count [position.Files]int
	p.Pieces(s, func(pc position.Piece, sq position.Square) {
		if pc.Kind() == k {
			count[sq.File()]++
		}
	})
	var files []int
	for f, n := range count {
		if n >= 2 {
			files = append(files, f)
		}
	}
	return files
}

// describe turns a legal move into its descriptive form.
func describe(p *position.Position, m position.Move) described {
	from, to := m.From(), m.To()
	pc := p.At(from)
	s, k := pc.Side(), pc.Kind()
	d := described{side: s, kind: k, file: fileNumber(from.File(), s)}
	dr := (to.Rank() - from.Rank()) * forwardSign(s)
	switch {
	case dr > 0:
		d.dir = 1
	case dr < 0:
		d.dir = -1
	}
	if d.dir == 0 || k == position.Advisor || k == position.Elephant || k == position.Horse {
		d.num = fileNumber(to.File(), s)
	} else {
		d.num = max(dr, -dr)
	}
	like := likeOnFile(p, s, k, from.File())
	d.fileCount = len(like)
	if len(like) < 2 {
		return d
	}
	idx := 0
	for i, sq := range like {
		if sq == from {
			idx = i
		}
	}
	if k == position.Pawn && len(tandemFiles(p, s, position.Pawn)) > 1 {
		d.twoFiles = true
	}
	switch {
	case idx == 0:
		d.sel = selFront
	case idx == len(like)-1:
		d.sel = selRear
	case len(like) == 3:
		d.sel = selMid
	default:
		d.sel = idx + 1 // four or five pawns: counted from the front
	}
	return d
}

// Chinese characters used when writing.
var (
	chinesePieces = [2][position.NumKinds]string{
		{"", "帥", "仕", "相", "傌", "俥", "炮", "兵"},
		{"", "將", "士", "象", "馬", "車", "砲", "卒"},
	}
	chineseNumerals = [10]string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"}
	chineseDirs     = map[int]string{1: "進", -1: "退", 0: "平"}
)

// number writes a file number or a count the way side s writes it: Chinese
// numerals for Red, digits for Black.
func chineseNumber(n int, s position.Side) string {
	if s == position.Red {
		return chineseNumerals[n]
	}
	return string(rune('0' + n))
}

func (d described) chinese() string {
	var b strings.Builder
	piece := chinesePieces[d.side][d.kind]
	if d.fileCount >= 2 && d.kind == position.Pawn && d.fileCount >= 4 && !d.twoFiles {
		// Four or five pawns on one file: 一..五 from the front.
		n := d.sel
		if d.sel == selFront {
			n = 1
		} else if d.sel == selRear {
			n = d.fileCount
		}
		b.WriteString(chineseNumerals[n])
		b.WriteString(piece)
	} else if d.fileCount >= 2 {
		switch d.sel {
		case selFront:
			b.WriteString("前")
		case selRear:
			b.WriteString("後")
		case selMid:
			b.WriteString("中")
		}
		if d.twoFiles {
			b.WriteString(chineseNumber(d.file, d.side))
		} else {
			b.WriteString(piece)
		}
	} else {
		b.WriteString(piece)
		b.WriteString(chineseNumber(d.file, d.side))
	}
	b.WriteString(chineseDirs[d.dir])
	b.WriteString(chineseNumber(d.num, d.side))
	return b.String()
}

// wxfLetters are the letters written: RULES.md §6 names G and S first
// (K and P are read too, as are B and N).
var wxfLetters = [position.NumKinds]byte{' ', 'G', 'A', 'E', 'H', 'R', 'C', 'S'}

func (d described) wxf() string {
	var b strings.Builder
	letter := wxfLetters[d.kind]
	digit := byte('0' + d.file)
	switch {
	case d.fileCount < 2:
		b.WriteByte(letter)
		b.WriteByte(digit)
	case d.twoFiles:
		b.WriteByte(digit)
		switch d.sel {
		case selFront:
			b.WriteByte('+')
		case selRear:
			b.WriteByte('-')
		default:
			b.WriteByte(digit)
		}
	case d.kind == position.Pawn && d.fileCount >= 4:
		// ++ foremost, S+ second, S<file> middle of five, S- second last, -- rearmost.
		switch {
		case d.sel == selFront:
			b.WriteString("++")
		case d.sel == selRear:
			b.WriteString("--")
		case d.sel == 2:
			b.WriteString("S+")
		case d.sel == d.fileCount-1:
			b.WriteString("S-")
		default:
			b.WriteByte('S')
			b.WriteByte(digit)
		}
	default:
		b.WriteByte(letter)
		switch d.sel {
		case selFront:
			b.WriteByte('+')
		case selRear:
			b.WriteByte('-')
		default: // middle of three pawns: the file digit
			b.WriteByte(digit)
		}
	}
	b.WriteByte("-=+"[d.dir+1])
	b.WriteByte(byte('0' + d.num))
	return b.String()
}
