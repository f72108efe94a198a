"""Code object URIs: parsing, formatting and resolving (file:// and memory://)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from codeobj.bundle import (
    BundleInput,
    CodeObjectURI,
    file_uri,
    memory_uri,
    parse_c_integer,
    parse_uri,
    resolve_uri,
    write_bundle,
)
from codeobj.errors import FormatError, URIError


@pytest.mark.parametrize(("text", "value"), [
    ("0", 0), ("17", 17), ("0x11", 17), ("0X1f", 31), ("021", 17), ("00", 0),
    ("18446744073709551615", 2**64 - 1),
])
def test_c_integer_literals(text, value):
    assert parse_c_integer(text) == value


@pytest.mark.parametrize("text", ["", "-1", "0x", "09", "1e3", " 1", "+1", "0b101", "1_000"])
def test_bad_c_integer_literals(text):
    with pytest.raises(URIError):
        parse_c_integer(text)


def test_parse_file_uri_with_fragment_and_query():
    for sep in "#?":
        uri = parse_uri(f"file:///opt/lib/libfoo.so{sep}offset=0x1000&size=4096")
        assert uri == CodeObjectURI("file", path="/opt/lib/libfoo.so", offset=4096, size=4096)


def test_parse_file_uri_octal_and_order():
    uri = parse_uri("file://a.out#size=010&offset=0x20")
    assert (uri.path, uri.offset, uri.size) == ("a.out", 32, 8)


def test_parse_percent_encoded_path():
    uri = parse_uri("file:///tmp/my%20dir/a%23b%3Fc.so#offset=1&size=2")
    assert uri.path == "/tmp/my dir/a#b?c.so"


def test_format_encodes_reserved_characters():
    text = str(file_uri("/tmp/my dir/a#b?c%.so", 8192, 100))
    assert text == "file:///tmp/my%20dir/a%23b%3Fc%25.so#offset=8192&size=100"
    assert parse_uri(text) == file_uri("/tmp/my dir/a#b?c%.so", 8192, 100)


def test_file_uri_without_parameters():
    uri = parse_uri("file:///x.hsaco")
    assert uri.offset is None and uri.size is None
    assert str(uri) == "file:///x.hsaco"


def test_memory_uri_round_trip():
    uri = parse_uri("memory://1234#offset=0x7f0000001000&size=0x2000")
    assert uri == memory_uri(1234, 0x7F0000001000, 0x2000)
    assert str(uri) == f"memory://1234#offset={0x7F0000001000}&size={0x2000}"


@pytest.mark.parametrize("text", [
    "/plain/path",
    "http://host/x",
    "file://",
    "file:///x#offset=1&bogus=2",
    "file:///x#offset=1&offset=2",
    "file:///x#offset",
    "file:///x#offset=-4",
    "memory://12ab#offset=1&size=2",
    "memory://12#offset=1",
])
def test_bad_uris(text):
    with pytest.raises(URIError) as info:
        parse_uri(text)
    assert text in str(info.value)


@given(st.text(min_size=1, max_size=40).filter(lambda s: "\x00" not in s),
       st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1))
def test_any_path_round_trips(path, offset, size):
    uri = file_uri(path, offset, size)
    assert parse_uri(str(uri)) == uri


@pytest.mark.parametrize("number", [str(2**64), "0x1" + "0" * 16, "9" * 5000, "0" + "7" * 23])
def test_numbers_past_64_bits_are_refused_by_name(number):
    with pytest.raises(URIError, match="does not fit in 64 bits"):
        parse_uri(f"file://x#offset={number}")


def test_a_process_id_of_thousands_of_digits_is_refused_by_name():
    """int() refuses 4,300 digits and more: this was a ValueError out of parse_uri."""
    text = "memory://" + "9" * 5000 + "#offset=0&size=1"
    with pytest.raises(URIError, match="process ID 9{20}[.][.][.] [(]5000 digits[)] does not fit"):
        parse_uri(text)


def test_a_nul_in_the_path_is_refused():
    with pytest.raises(URIError, match="NUL"):
        parse_uri("file://%00")


def _fake_code_object(tag: bytes) -> bytes:
    header = bytearray(64)
    header[:4] = b"\x7fELF"
    header[4:7] = b"\x02\x01\x01"
    header[0x12:0x14] = (224).to_bytes(2, "little")
    return bytes(header) + tag * 50


def test_resolve_file_uri_plain_and_compressed(tmp_path):
    a, b = _fake_code_object(b"A"), _fake_code_object(b"B")
    items = [BundleInput("hipv4-amdgcn-amd-amdhsa--gfx90a", a),
             BundleInput("hipv4-amdgcn-amd-amdhsa--gfx1030", b)]
    for name, kwargs in [("plain", {}), ("z", {"compress": "zstd"})]:
        path = tmp_path / name
        path.write_bytes(write_bundle(items, **kwargs))
        # host entry at 4096 (empty), then the two entries, each 4096-aligned
        got = resolve_uri(f"file://{path}#offset=0x2000&size={len(b)}")
        assert bytes(got.data) == b
        assert got.entry_id == "hipv4-amdgcn-amd-amdhsa--gfx1030"
        assert bytes(resolve_uri(file_uri(path, 4096, len(a))).data) == a


def test_resolve_raw_range_and_out_of_bounds(tmp_path):
    path = tmp_path / "blob.bin"
    path.write_bytes(b"\x00" * 100 + _fake_code_object(b"C"))
    with pytest.raises(FormatError):  # neither ELF nor bundle, and no range given
        resolve_uri(f"file://{path}")
    embedded = resolve_uri(f"file://{path}#offset=100")
    assert bytes(embedded.data) == path.read_bytes()[100:]
    assert embedded.entry_id is None
    plain = tmp_path / "co.hsaco"
    plain.write_bytes(_fake_code_object(b"D"))
    whole = resolve_uri(f"file://{plain}")
    assert bytes(whole.data) == plain.read_bytes()
    part = resolve_uri(f"file://{plain}#offset=64&size=10")
    assert bytes(part.data) == b"D" * 10
    with pytest.raises(URIError, match="outside the file"):
        resolve_uri(f"file://{plain}#offset=64&size=100000")


def test_resolve_memory_uri_needs_a_reader():
    with pytest.raises(URIError, match="live process memory is not supported"):
        resolve_uri("memory://42#offset=4096&size=16")
    calls = []

    def reader(pid, address, size):
        calls.append((pid, address, size))
        return b"\x01" * size

    got = resolve_uri("memory://42#offset=4096&size=16", memory_reader=reader)
    assert calls == [(42, 4096, 16)] and bytes(got.data) == b"\x01" * 16
    with pytest.raises(URIError, match="returned 3 bytes"):
        resolve_uri("memory://42#offset=4096&size=16", memory_reader=lambda p, a, s: b"abc")


def test_path_encoding_equals_urllib():
    # codeobj.bundle.uri percent-encodes paths itself (urllib is slow to import); the text
    # must be what urllib.parse.quote_from_bytes gives with what RFC 3986 allows in a path
    # (unreserved, sub-delims, ':', '@' and '/').
    import random
    from urllib.parse import quote_from_bytes

    from codeobj.bundle.uri import _quote

    rng = random.Random(7)
    samples = [b"", b"/tmp/x.hsaco", bytes(range(256)), "/é/☃ x%y".encode()]
    samples += [bytes(rng.randrange(256) for _ in range(rng.randrange(1, 40)))
                for _ in range(3000)]
    for raw in samples:
        assert _quote(raw) == quote_from_bytes(raw, safe=b"/-._~!$&'()*+,;=:@"), raw
