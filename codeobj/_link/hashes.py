"""Hash functions a linked code object needs: the SysV and GNU symbol hashes, and the string
hash that decides where ld.lld places each string of a merged (SHF_MERGE|SHF_STRINGS) section.

ld.lld spreads the strings of a merged section over 32 shards chosen by the high bits of a
31-bit hash of each string without its terminator (XXH3-64 from LLVM 17 on, XXH64 before), then writes shard after shard.  To reproduce that order we call the
system's libxxhash through ctypes; without it, merged strings keep their input order (correct,
only not byte-identical to ld.lld when several strings meet).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools

__all__ = ["gnu_hash", "merge_shard", "sysv_hash"]

MERGE_SHARDS = 32


def sysv_hash(name: bytes) -> int:
    """The ELF SysV hash (``.hash``), gABI "Hash Table"."""
    h = 0
    for c in name:
        h = ((h << 4) + c) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h


def gnu_hash(name: bytes) -> int:
    """The DJB-style hash of ``.gnu.hash`` (h = h * 33 + c, from 5381)."""
    h = 5381
    for c in name:
        h = (h * 33 + c) & 0xFFFFFFFF
    return h


@functools.cache
def _xxhash_library() -> ctypes.CDLL | None:
    for candidate in ("libxxhash.so.0", ctypes.util.find_library("xxhash")):
        if not candidate:
            continue
        try:
            lib = ctypes.CDLL(candidate)
        except OSError:
            continue
        lib.XXH64.restype = ctypes.c_uint64
        lib.XXH64.argtypes = [ctypes.c_char_p, ctypes.c_size_t, ctypes.c_uint64]
        lib.XXH3_64bits.restype = ctypes.c_uint64
        lib.XXH3_64bits.argtypes = [ctypes.c_char_p, ctypes.c_size_t]
        return lib
    return None


def merge_shard(key: bytes, lld_version: int) -> int | None:
    """The shard (0-31) ld.lld puts a piece of a merged section in, or None when libxxhash is
    missing.  ``key`` is the piece's hashed bytes: a string without its terminator, or a whole
    fixed-size record."""
    lib = _xxhash_library()
    if lib is None:
        return None
    if lld_version >= 17:
        h = lib.XXH3_64bits(key, len(key))
    else:
        h = lib.XXH64(key, len(key), 0)
    return int(((h & 0xFFFFFFFF) >> 1) >> 26)
