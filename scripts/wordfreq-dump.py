#!/usr/bin/env python3
"""Dumps wordfreq's large German list to TSV: `word<TAB>zipf`, most frequent first.

Reads `wordfreq/data/large_de.msgpack.gz` of the unpacked PyPI wheel (given as
the first argument) without importing wordfreq or msgpack: the file is a
gzip-compressed MessagePack array, a header map first, then one array of
words per centibel bucket (bucket i holds the words of frequency
10^(-i/100), so Zipf = 9 - i/100). Within a bucket the file's order is kept.
The output has two decimals, so the same file gives the same bytes.
"""
import gzip
import struct
import sys


def decode(data, pos):
    b = data[pos]
    pos += 1
    if b <= 0x7F:
        return b, pos
    if 0x80 <= b <= 0x8F:
        return decode_map(data, pos, b & 0x0F)
    if 0x90 <= b <= 0x9F:
        return decode_array(data, pos, b & 0x0F)
    if 0xA0 <= b <= 0xBF:
        n = b & 0x1F
        return data[pos:pos + n].decode("utf-8"), pos + n
    if b == 0xC0:
        return None, pos
    if b == 0xC2:
        return False, pos
    if b == 0xC3:
        return True, pos
    if b in (0xD9, 0xDA, 0xDB):
        size = {0xD9: 1, 0xDA: 2, 0xDB: 4}[b]
        n = int.from_bytes(data[pos:pos + size], "big")
        pos += size
        return data[pos:pos + n].decode("utf-8"), pos + n
    if b in (0xCC, 0xCD, 0xCE, 0xCF):
        size = {0xCC: 1, 0xCD: 2, 0xCE: 4, 0xCF: 8}[b]
        return int.from_bytes(data[pos:pos + size], "big"), pos + size
    if b in (0xDC, 0xDD):
        size = 2 if b == 0xDC else 4
        n = int.from_bytes(data[pos:pos + size], "big")
        return decode_array(data, pos + size, n)
    if b in (0xDE, 0xDF):
        size = 2 if b == 0xDE else 4
        n = int.from_bytes(data[pos:pos + size], "big")
        return decode_map(data, pos + size, n)
    if b >= 0xE0:
        return b - 0x100, pos
    if b == 0xCB:
        return struct.unpack(">d", data[pos:pos + 8])[0], pos + 8
    raise ValueError(f"unsupported MessagePack byte 0x{b:02x} at offset {pos - 1}")


def decode_array(data, pos, n):
    out = []
    for _ in range(n):
        value, pos = decode(data, pos)
        out.append(value)
    return out, pos


def decode_map(data, pos, n):
    out = {}
    for _ in range(n):
        key, pos = decode(data, pos)
        value, pos = decode(data, pos)
        out[key] = value
    return out, pos


def main():
    with gzip.open(sys.argv[1], "rb") as f:
        data = f.read()
    packed, end = decode(data, 0)
    if end != len(data):
        raise SystemExit(f"{sys.argv[1]}: {len(data) - end} bytes after the list")
    header = packed[0]
    if header.get("format") != "cB" or header.get("version") != 1:
        raise SystemExit(f"{sys.argv[1]}: not a cBpack version 1 ({header!r})")
    out = sys.stdout
    for index, bucket in enumerate(packed[1:]):
        zipf = 9 - index / 100
        for word in bucket:
            out.write(f"{word}\t{zipf:.2f}\n")


if __name__ == "__main__":
    main()
