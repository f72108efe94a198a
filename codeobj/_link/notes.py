"""``--merge-metadata``: one NT_AMDGPU_METADATA note for a linked object instead of one per input.

ld.lld concatenates the ``.note`` sections of its inputs, so a link of N objects carries N
metadata notes; comgr and the ROCm runtime merge their kernel lists.  This module writes the
merged map (``codeobj.metadata.decode.merge_metadata``: the first input's root, every input's
kernels and printf strings) as a single note, placed where the first metadata note was; other
notes are kept in input order.
"""

from __future__ import annotations

import struct

from ..errors import LinkError
from ..formats.notes import NOTE_NAME_AMD, NOTE_NAME_AMDGPU, NT_AMD, NT_AMDGPU
from ..metadata.decode import decode_msgpack_metadata, merge_metadata

__all__ = ["merge_metadata_notes", "note_record", "parse_notes"]


def _pad4(n: int) -> int:
    return (n + 3) & ~3


def parse_notes(source: str, data: bytes) -> list[tuple[str, int, bytes, bytes]]:
    """(owner, type, desc, raw record bytes) for each note in a section body."""
    notes = []
    pos = 0
    while pos + 12 <= len(data):
        namesz, descsz, ntype = struct.unpack_from("<III", data, pos)
        name_end = pos + 12 + namesz
        desc_start = pos + 12 + _pad4(namesz)
        end = desc_start + _pad4(descsz)
        if desc_start + descsz > len(data):
            raise LinkError(f"{source}: note record at {pos:#x} in .note runs past the section "
                            f"end ({len(data):#x})")
        owner = bytes(data[pos + 12:name_end]).rstrip(b"\0").decode("utf-8", "replace")
        notes.append((owner, ntype, bytes(data[desc_start:desc_start + descsz]),
                      bytes(data[pos:min(end, len(data))])))
        pos = end
    return notes


def note_record(owner: str, ntype: int, desc: bytes) -> bytes:
    name = owner.encode() + b"\0"
    out = struct.pack("<III", len(name), len(desc), ntype) + name
    out += bytes(_pad4(len(out)) - len(out)) + desc
    return out + bytes(_pad4(len(out)) - len(out))


def merge_metadata_notes(sections: list[tuple[str, bytes]]) -> bytes:
    """The body of one ``.note`` section from the ``(file name, .note body)`` of every input."""
    import msgpack

    records: list[bytes | None] = []
    documents = []
    names = []
    for source, data in sections:
        for owner, ntype, desc, raw in parse_notes(source, data):
            if owner == NOTE_NAME_AMD and ntype == NT_AMD.HSA_METADATA:
                raise LinkError(f"{source}: --merge-metadata merges V3+ (MsgPack) metadata; "
                                "this input carries V2 (YAML) metadata, which is kept per "
                                "input as ld.lld keeps it")
            if owner == NOTE_NAME_AMDGPU and ntype == NT_AMDGPU.METADATA:
                documents.append(decode_msgpack_metadata(desc, source=source))
                names.append(source)
                if None not in records:
                    records.append(None)  # where the merged note goes
            else:
                records.append(raw)
    if not documents:
        return b"".join(r for r in records if r is not None)
    for key in ("amdhsa.version", "amdhsa.target"):
        values = {repr(d.get(key)) for d in documents}
        if len(values) > 1:
            detail = ", ".join(f"{n}: {d.get(key)}" for n, d in zip(names, documents))
            raise LinkError(f"--merge-metadata: the inputs disagree on {key} ({detail})")
    merged = merge_metadata(documents)
    desc = msgpack.packb(merged, use_bin_type=True)
    note = note_record(NOTE_NAME_AMDGPU, NT_AMDGPU.METADATA, desc)
    return b"".join(note if r is None else r for r in records)
