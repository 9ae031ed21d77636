package nnue

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
)

// The net file: Magic, then little-endian uint32 Version and ArchID, the
// weights (feature weights row by row, feature biases, output weights as
// int16; the output bias as int32), and a CRC-32 (IEEE) of everything
// before it.
const (
	// Magic opens every net file.
	Magic = "CHUHENN\x00"
	// Version is the file layout's version.
	Version = 1
	// ArchName describes the architecture; ArchID is its checksum.
	ArchName = "chuhe-nnue pieces(1260)x2 -> 256 screlu -> 1, qa255 qb128 scale400"
)

// ArchID identifies the architecture a file was written for.
var ArchID = crc32.ChecksumIEEE([]byte(ArchName))

const headerSize = len(Magic) + 8

// payloadSize is the byte size of the weights.
const payloadSize = 2*(Inputs*Hidden+Hidden+2*Hidden) + 4

// FileSize is the size of a net file.
const FileSize = headerSize + payloadSize + 4

// WriteTo writes the net file.
func (n *Net) WriteTo(w io.Writer) (int64, error) {
	b := make([]byte, 0, FileSize)
	b = append(b, Magic...)
	b = binary.LittleEndian.AppendUint32(b, Version)
	b = binary.LittleEndian.AppendUint32(b, ArchID)
	for i := range n.FeatureWeights {
		for _, v := range n.FeatureWeights[i] {
			b = binary.LittleEndian.AppendUint16(b, uint16(v))
		}
	}
	for _, v := range n.FeatureBias {
		b = binary.LittleEndian.AppendUint16(b, uint16(v))
	}
	for _, v := range n.OutputWeights {
		b = binary.LittleEndian.AppendUint16(b, uint16(v))
	}
	b = binary.LittleEndian.AppendUint32(b, uint32(n.OutputBias))
	b = binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
	k, err := w.Write(b)
	return int64(k), err
}

// Parse reads a net file, naming what is wrong with a bad one.
func Parse(data []byte) (*Net, error) {
	if len(data) < headerSize || !bytes.Equal(data[:len(Magic)], []byte(Magic)) {
		return nil, errors.New("not a chuhe network file (no CHUHENN header)")
	}
	if v := binary.LittleEndian.Uint32(data[len(Magic):]); v != Version {
		return nil, fmt.Errorf("net file version %d, this engine reads version %d", v, Version)
	}
	if id := binary.LittleEndian.Uint32(data[len(Magic)+4:]); id != ArchID {
		return nil, fmt.Errorf("net architecture %08x is not this engine's %08x (%s)", id, ArchID, ArchName)
	}
	if len(data) != FileSize {
		return nil, fmt.Errorf("net file is %d bytes, this architecture's are %d: cut short or padded", len(data), FileSize)
	}
	body, sum := data[:FileSize-4], binary.LittleEndian.Uint32(data[FileSize-4:])
	if crc32.ChecksumIEEE(body) != sum {
		return nil, errors.New("net file checksum mismatch: the file is damaged")
	}
	n := new(Net)
	b := body[headerSize:]
	next := func() int16 {
		v := int16(binary.LittleEndian.Uint16(b))
		b = b[2:]
		return v
	}
	for i := range n.FeatureWeights {
		for j := range n.FeatureWeights[i] {
			n.FeatureWeights[i][j] = next()
		}
	}
	for i := range n.FeatureBias {
		n.FeatureBias[i] = next()
	}
	for i := range n.OutputWeights {
		w := next()
		if w > MaxOutputWeight || w < -MaxOutputWeight {
			return nil, fmt.Errorf("output weight %d is %d, beyond ±%d", i, w, MaxOutputWeight)
		}
		n.OutputWeights[i] = w
	}
	n.OutputBias = int32(binary.LittleEndian.Uint32(b))
	return n, nil
}
