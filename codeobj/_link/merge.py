"""Mergeable sections (SHF_MERGE): identical pieces stored once, in ld.lld's order.

A mergeable input section is cut into pieces (NUL-terminated strings with SHF_STRINGS,
``sh_entsize``-byte records otherwise).  Like ld.lld at its default -O1, equal pieces are kept
once (no tail merging), and the pieces are spread over 32 shards by their hash and written shard
after shard (each shard in first-seen order, shards aligned to the section alignment).  Each
input section gets a map from its offsets to offsets in the merged body, which relocations and
symbols go through.
"""

from __future__ import annotations

import bisect

from .._record import field, record
from .hashes import MERGE_SHARDS, merge_shard

__all__ = ["MergeInput", "merge"]


@record
class MergeInput:
    """One input section's bytes; ``starts``/``outputs`` are filled by :func:`merge`."""

    data: bytes
    entsize: int
    strings: bool
    starts: list[int] = field(default_factory=list)
    outputs: list[int] = field(default_factory=list)

    def map(self, offset: int) -> int:
        """The merged-body offset of input offset ``offset`` (inside a piece, or at its end)."""
        i = bisect.bisect_right(self.starts, offset) - 1
        if i < 0:
            return offset
        return self.outputs[i] + (offset - self.starts[i])


def _pieces(item: MergeInput) -> list[tuple[int, bytes]]:
    data, out = item.data, []
    if item.strings:
        pos = 0
        step = max(item.entsize, 1)
        terminator = bytes(step)
        while pos < len(data):
            end = data.find(terminator, pos)
            while end >= 0 and (end - pos) % step:  # a terminator must be entsize-aligned
                end = data.find(terminator, end + 1)
            end = len(data) if end < 0 else end + step
            out.append((pos, data[pos:end]))
            pos = end
    else:
        for pos in range(0, len(data), item.entsize):
            out.append((pos, data[pos:pos + item.entsize]))
    return out


def _align(value: int, alignment: int) -> int:
    return value if alignment <= 1 else (value + alignment - 1) // alignment * alignment


def merge(items: list[MergeInput], alignment: int, lld_version: int) -> bytes:
    """Merge the inputs; returns the body and fills each input's offset map."""
    shards: list[dict[bytes, int]] = [{} for _ in range(MERGE_SHARDS)]
    sizes = [0] * MERGE_SHARDS
    placed: list[list[tuple[int, int, int]]] = []  # per input: (input offset, shard, offset)
    for item in items:
        rows = []
        for start, piece in _pieces(item):
            step = max(item.entsize, 1)
            key = piece[:-step] if item.strings and piece.endswith(bytes(step)) else piece
            shard = merge_shard(key, lld_version)
            shard = 0 if shard is None else shard
            table = shards[shard]
            offset = table.get(piece)
            if offset is None:
                offset = _align(sizes[shard], alignment)
                table[piece] = offset
                sizes[shard] = offset + len(piece)
            rows.append((start, shard, offset))
        placed.append(rows)
    shard_offsets, total = [], 0
    for size in sizes:
        if size:
            total = _align(total, alignment)
        shard_offsets.append(total)
        total += size
    body = bytearray(total)
    for shard, table in enumerate(shards):
        for piece, offset in table.items():
            at = shard_offsets[shard] + offset
            body[at:at + len(piece)] = piece
    for item, rows in zip(items, placed):
        item.starts = [start for start, _, _ in rows]
        item.outputs = [shard_offsets[shard] + offset for _, shard, offset in rows]
    return bytes(body)
