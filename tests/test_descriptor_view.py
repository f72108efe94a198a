"""One view of a kernel descriptor: `dump --directives`, `dump --json` and `directives()` agree,
and encoding that view gives the descriptor's bytes back (issue 15, "No way to change an object").

Before: on the gfx90a sample `--directives` printed `.amdhsa_reserve_xnack_mask 1` and
`.amdhsa_next_free_sgpr 12` where the JSON said 0 and 16 (llvm-objdump's lines, which llvm-mc
refuses for a target with XNACK "any"), and `encode(dict(kd.directives()), ...)` raised.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from codeobj.cli.main import main

import codeobj
from codeobj.kernel.descriptor import (
    DescriptorError,
    decode,
    encode,
    parse_directives,
)

from . import refs

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "testdata" / "sample" / "vector_add-gfx90a-v5.hsaco"


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        main(list(argv))
        code = 0
    except SystemExit as e:
        code = e.code or 0
    out, err = capsys.readouterr()
    return code, out, err


def _blocks(text: str) -> dict[str, list[tuple[str, int]]]:
    """{kernel: directive pairs} of the `.amdhsa_kernel` blocks in `dump --directives` output."""
    blocks: dict[str, list[tuple[str, int]]] = {}
    name = None
    body: list[str] = []
    for line in text.splitlines():
        if line.startswith(".amdhsa_kernel "):
            name, body = line.split()[1], []
        elif line.startswith(".end_amdhsa_kernel"):
            blocks[name] = parse_directives("\n".join(body))
        elif name is not None:
            body.append(line)
    return blocks


def test_directives_text_and_json_agree_on_the_gfx90a_sample(capsys):
    code, text, err = _run(capsys, "dump", "--directives", str(SAMPLE))
    assert code == 0, err
    code, out, err = _run(capsys, "dump", "--json", "--kernels", str(SAMPLE))
    assert code == 0, err
    kernels = json.loads(out)["code_objects"][0]["kernels"]
    blocks = _blocks(text)
    assert sorted(blocks) == sorted(k["name"] for k in kernels)
    for k in kernels:
        assert list(k["descriptor"].items()) == blocks[k["name"]]
        # the values the issue quotes: what llvm-mc needs for gfx90a (XNACK any)
        assert k["descriptor"][".amdhsa_reserve_xnack_mask"] == 1
        assert k["descriptor"][".amdhsa_next_free_sgpr"] == 12


def test_encode_of_the_directives_gives_the_bytes_back_on_the_gfx90a_sample():
    co = codeobj.open_code_object(SAMPLE)
    for k in co.kernels:
        kd = k.descriptor
        data = encode(dict(kd.directives()), co.target, co.code_object_version,
                      kernel_code_entry_byte_offset=kd.kernel_code_entry_byte_offset)
        assert data == k.descriptor_bytes
        assert encode(kd) == k.descriptor_bytes
        assert kd.unexpressed() == []


def test_llvm_objdump_view_is_still_there():
    co = codeobj.open_code_object(SAMPLE)
    kd = co.kernels[0].descriptor
    objdump = dict(kd.objdump_directives())
    assert objdump[".amdhsa_reserve_xnack_mask"] == 0
    assert objdump[".amdhsa_next_free_sgpr"] == 16
    assert [f"{n} {v}" for n, v in kd.objdump_directives()] == [
        line for line in kd.lines() if not line.startswith(";")]


def _descriptors_of(paths):
    for path in paths:
        try:
            co = codeobj.open_code_object(path)
            kernels = co.kernels
        except codeobj.CodeObjectError:
            continue  # host objects of the offload corpus
        for k in kernels:
            if hasattr(k.descriptor, "replace"):
                yield co, k


def _check_round_trip(pairs) -> tuple[int, int]:
    """encode(decode(x)) == x for every descriptor; encode(directives) == x exactly when
    nothing is left unexpressed.  Returns (descriptors, those with something unexpressed)."""
    count = unexpressed = 0
    problems = []
    for co, k in pairs:
        count += 1
        kd = decode(k.descriptor_bytes, co.target, co.code_object_version)
        if encode(kd) != k.descriptor_bytes:
            problems.append(f"{co.source} {k.name}: encode(decode(x)) != x")
        direct = encode(kd.directives(), co.target, co.code_object_version,
                        kernel_code_entry_byte_offset=kd.kernel_code_entry_byte_offset)
        if kd.unexpressed():
            unexpressed += 1
        if (direct == k.descriptor_bytes) != (not kd.unexpressed()):
            problems.append(f"{co.source} {k.name}: directives {direct.hex()} vs "
                            f"{k.descriptor_bytes.hex()}, unexpressed {kd.unexpressed()}")
    assert not problems, "\n".join(problems[:10])
    return count, unexpressed


def test_encode_decode_round_trips_every_testdata_descriptor():
    paths = sorted(p for p in (REPO / "testdata").rglob("*")
                   if p.suffix in (".o", ".hsaco", ".co", ".so"))
    count, unexpressed = _check_round_trip(_descriptors_of(paths))
    print(f"testdata: {count} descriptors round trip, {unexpressed} with a field no directive "
          "sets")
    assert count > 1900


@pytest.mark.slow
@pytest.mark.rocsparse
@pytest.mark.llvm19
def test_encode_decode_round_trips_every_rocsparse_descriptor():
    library = refs.rocsparse_library()
    if library is None:
        pytest.skip("librocsparse0 is not available (needs apt-get download)")
    found = refs.rocsparse_code_objects(library)
    if found is None:
        pytest.skip("clang-offload-bundler-19 is missing")
    seen: set = set()

    def distinct():
        for co, k in _descriptors_of(entry["path"] for entry in found):
            key = (k.descriptor_bytes, str(co.target), co.code_object_version)
            if key not in seen:
                seen.add(key)
                yield co, k

    count, unexpressed = _check_round_trip(distinct())
    print(f"librocsparse: {count} distinct descriptors round trip, {unexpressed} with a gfx10+ "
          "SGPR granule")
    assert count > 80000


@pytest.mark.slow
@pytest.mark.rocrand
@pytest.mark.llvm19
def test_encode_decode_round_trips_every_rocrand_descriptor():
    library = refs.rocrand_library()
    if library is None:
        pytest.skip("librocrand1 is not available (needs apt-get download)")
    found = refs.rocrand_code_objects(library)
    if found is None:
        pytest.skip("clang-offload-bundler-19 is missing")
    count, _ = _check_round_trip(_descriptors_of(entry["path"] for entry in found))
    assert count >= 500


# ------------------------------------------------------------------------------ replace()


def _sample_kd():
    co = codeobj.open_code_object(SAMPLE)
    return co.kernels[0].descriptor


def test_replace_one_directive_changes_only_what_it_derives():
    kd = _sample_kd()
    new = kd.replace({".amdhsa_next_free_sgpr": 20})
    assert dict(new.directives())[".amdhsa_next_free_sgpr"] == 20
    before, after = kd.fields(), new.fields()
    changed = {(w, f) for w in before for f in before[w] if before[w][f] != after[w][f]}
    assert changed == {("compute_pgm_rsrc1", "GRANULATED_WAVEFRONT_SGPR_COUNT")}
    assert new.kernel_code_entry_byte_offset == kd.kernel_code_entry_byte_offset
    assert kd.replace().to_bytes() == kd.to_bytes()


def test_replace_raw_fields_and_members():
    kd = _sample_kd()
    new = kd.replace({"compute_pgm_rsrc1.PRIORITY": 2, "kernarg_size": 512})
    assert new.field("compute_pgm_rsrc1", "PRIORITY") == 2 and new.kernarg_size == 512
    assert any("PRIORITY" in w for w in new.warnings)  # llvm-objdump refuses it: said so


@pytest.mark.parametrize("changes,message", [
    ({".amdhsa_no_such": 1}, "unknown .amdhsa_kernel directive"),
    ({".amdhsa_ieee_mode": 2}, "value out of range"),
    ({".amdhsa_reserve_xnack_mask": 0}, "does not match target id"),
    ({".amdhsa_wavefront_size32": 1}, "directive requires gfx10+"),
    ({"compute_pgm_rsrc1.NO_SUCH": 1}, "has no field NO_SUCH"),
    ({"compute_pgm_rsrc1.PRIORITY": 4}, "out of range for the 2-bit field"),
    ({"kernarg_size": 1 << 32}, "out of range for the 32-bit member"),
    ({"nonsense": 1}, "unknown descriptor change"),
    ({".amdhsa_ieee_mode": "1"}, "must be an integer"),
])
def test_replace_refuses_bad_changes_naming_the_field(changes, message):
    with pytest.raises(DescriptorError, match=message) as info:
        _sample_kd().replace(changes)
    assert info.value.directive == next(iter(changes))
