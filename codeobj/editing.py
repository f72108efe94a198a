"""Changing a code object and writing it back valid: descriptors, metadata, symbols, section bytes.

``edit(source)`` gives a ``CodeObjectEditor``; its ``set_*`` methods record changes (each one
checked at once, with an ``EditError`` naming the file, the kernel and the field), and
``to_bytes()`` / ``write(path)`` make them:

* **descriptor fields** (``set_descriptor``): V3+ through ``KernelDescriptor.replace`` --
  ``.amdhsa_*`` directives as llvm-mc reads them, ``WORD.FIELD`` bit fields, whole members --
  V2 through the ``amd_kernel_code_t`` keys; the 64 (256) bytes are rewritten in place;
* **metadata** (``set_metadata``, ``delete_metadata``): V3+ MsgPack, re-encoded (codeobj's
  encoding of unchanged metadata is byte-identical to LLVM's) with the note's ``n_descsz``,
  padding, section size and ``PT_NOTE`` size fixed up; V2 YAML: existing scalar values are
  replaced in the text, which is otherwise kept as it is;
* **symbols** (``set_symbol``): ``st_value`` / ``st_size`` in every symbol table that has the
  symbol (or the one named);
* **section contents** (``set_section_data``): bytes of the same size at an offset.

The ELF layer (``codeobj.elf.rewrite``) keeps every other byte and checks the image it builds
by re-reading it; ``to_bytes()`` then re-opens the result as a code object and checks that
each change reads back as meant (descriptors, metadata, symbols) and that no kernel was lost.
``write`` replaces the output atomically.  See docs/editing.md.
"""

from __future__ import annotations

import copy
import os
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from ._record import record
from .elf.model import CodeObject, Kernel, Symbol, open_code_object
from .elf.rewrite import ElfRewriter
from .errors import CodeObjectError, EditError
from .formats import elf as E
from .formats.notes import NOTE_NAME_AMD

__all__ = ["Change", "CodeObjectEditor", "edit", "metadata_path"]


@record(frozen=True)
class Change:
    """One value a change makes different: ``what`` names it (``kernel add:
    .amdhsa_next_free_sgpr``), ``before`` and ``after`` are its values (None: absent)."""

    what: str
    before: Any
    after: Any
    note: str | None = None

    def __str__(self) -> str:
        text = f"{self.what}: {_shown(self.before)} -> {_shown(self.after)}"
        return f"{text} ({self.note})" if self.note else text


def _shown(value: Any) -> str:
    if value is None:
        return "(absent)"
    if isinstance(value, bytes):
        return value.hex()
    if isinstance(value, int) and not isinstance(value, bool) and value > 0xFFFF:
        return f"{value:#x}"
    return repr(value) if isinstance(value, str) else str(value)


def metadata_path(path: str | Sequence[str | int]) -> list[str | int]:
    """The steps of a metadata path: map keys and list indexes.

    A text path is written as a JSON Pointer (RFC 6901): keys and indexes separated by ``/``,
    ``~1`` for a ``/`` and ``~0`` for a ``~`` inside a key (``amdhsa.kernels/0/.sgpr_count``,
    ``.args/1/.name``).  A step that is all digits is an index when it meets a list.  The
    editor reads a path without a leading ``/`` from the kernel's record when it is given a
    kernel, and one with a leading ``/`` from the document's root.  A sequence is taken as the
    steps themselves."""
    if not isinstance(path, str):
        return list(path)
    text = path.removeprefix("/")
    if not text:
        raise EditError("empty metadata path", field=path)
    return [step.replace("~1", "/").replace("~0", "~") for step in text.split("/")]


def _path_text(steps: Sequence[str | int]) -> str:
    return "/".join(str(s).replace("~", "~0").replace("/", "~1") for s in steps)


class _MetadataNote:
    """One metadata note: where it is and its decoded document."""

    def __init__(self, section: int, offset: int, owner: str, n_type: int, desc: bytes,
                 document: dict[str, Any]) -> None:
        self.section = section
        self.offset = offset  # file offset of the note record
        self.owner = owner
        self.n_type = n_type
        self.desc = desc
        self.original = document
        self.document = copy.deepcopy(document)
        self.yaml_edits: list[tuple[list[str | int], Any]] = []  # V2: (path, new value)

    @property
    def is_v2(self) -> bool:
        return self.owner == NOTE_NAME_AMD


class CodeObjectEditor:
    """The changes to make to one code object (see the module docstring)."""

    def __init__(self, source: CodeObject | bytes | bytearray | memoryview | str | os.PathLike[str],
                 *, name: str | None = None) -> None:
        if isinstance(source, CodeObject):
            self.original = source
        else:
            self.original = open_code_object(source, name=name)
        self.source = self.original.source
        self._data = bytes(self.original.elf.bytes_at(0, self.original.elf.size, "file"))
        self._rewriter = ElfRewriter(self._data, self.source)
        self._descriptors: dict[str, tuple[Kernel, Any]] = {}
        self._symbols: dict[tuple[str, int], tuple[Symbol, int, int]] = {}
        self._notes: list[_MetadataNote] | None = None
        self._sections: dict[int, bytearray] = {}
        self._changes: list[Change] = []
        #: what the writer had to move to make room (see ``codeobj.elf.rewrite``)
        self.layout_changes: list[str] = []

    # -- errors -----------------------------------------------------------------------------

    def _error(self, message: str, *, field: str | None = None,
               structure: str | None = None, offset: int | None = None) -> EditError:
        return EditError(message, source=self.source, field=field, structure=structure,
                         offset=offset)

    @property
    def changes(self) -> list[Change]:
        """Every value the recorded changes make different, in the order they were made."""
        return list(self._changes)

    # -- descriptors ------------------------------------------------------------------------

    def _kernel(self, name: str) -> Kernel:
        kernels = self.original.kernels
        found = [k for k in kernels if k.name == name] or [k for k in kernels
                                                           if k.symbol == name]
        if not found:
            names = ", ".join(k.name for k in kernels) or "none"
            raise self._error(f"no kernel named {name!r} (kernels: {names})")
        if len(found) > 1:
            raise self._error(f"{len(found)} kernels are named {name!r}: which one to change "
                              "is ambiguous")
        return found[0]

    def descriptor(self, kernel: str) -> Any:
        """The kernel's descriptor with the changes made so far (``KernelDescriptor``, or
        ``AmdKernelCode`` for V2)."""
        if kernel in self._descriptors:
            return self._descriptors[kernel][1]
        k = self._kernel(kernel)
        if k.descriptor is None or k.descriptor_offset is None:
            reason = "; ".join(k.warnings) or "no descriptor"
            raise self._error(f"its descriptor cannot be edited ({reason})",
                              structure=f"kernel {k.name}")
        return k.descriptor

    def set_descriptor(self, kernel: str, changes: Mapping[str, int] | Iterable[tuple[str, int]]
                       ) -> list[Change]:
        """Change fields of a kernel's descriptor; returns the values that changed.

        V3+: names as ``KernelDescriptor.replace`` takes them (``.amdhsa_next_free_sgpr``,
        ``compute_pgm_rsrc1.PRIORITY``, ``kernarg_size``).  V2: ``amd_kernel_code_t`` keys
        (``wavefront_sgpr_count``, ``compute_pgm_rsrc2_user_sgpr``)."""
        from .kernel.descriptor import DescriptorError, KernelDescriptor

        k = self._kernel(kernel)
        before = self.descriptor(kernel)
        at = k.descriptor_offset
        assert at is not None  # descriptor() refuses a kernel without one
        items = list(changes.items()) if isinstance(changes, Mapping) else list(changes)
        size = len(k.descriptor_bytes or b"")
        for other in self.original.kernels:
            if other is not k and other.descriptor_offset is not None and \
                    other.descriptor_offset < at + size and \
                    at < other.descriptor_offset + len(other.descriptor_bytes
                                                                        or b""):
                raise self._error(f"its descriptor overlaps kernel {other.name}'s: changing "
                                  "one would change the other", structure=f"kernel {k.name}",
                                  offset=k.descriptor_offset)
        if isinstance(before, KernelDescriptor):
            try:
                after = before.replace(items)
            except DescriptorError as e:
                raise self._error(e.message, structure=f"kernel {k.name} descriptor",
                                  field=e.directive, offset=k.descriptor_offset) from e
            made = _descriptor_changes(k.name, before, after, dict(items))
        else:
            after, made = self._set_kernel_code(k, before, items)
        self._descriptors[kernel] = (k, after)
        self._changes += made
        return made

    def _set_kernel_code(self, k: Kernel, before: Any, items: list[tuple[str, int]]
                         ) -> tuple[Any, list[Change]]:
        from .formats.amd_kernel_code import AMD_KERNEL_CODE_FIELDS, MEMBERS
        from .kernel.amd_kernel_code import AmdKernelCode

        signed = {name: sign for name, _, _, sign in MEMBERS}
        ranges = {}
        for f in AMD_KERNEL_CODE_FIELDS:
            whole = f.lsb == 0 and signed.get(f.member) and f.width in (32, 64)
            low, high = ((-(1 << (f.width - 1)), 1 << (f.width - 1)) if whole
                         else (0, 1 << f.width))
            ranges[f.key] = ranges[f.alias] = (low, high, f.width)
        after = AmdKernelCode(dict(before.members))
        made = []
        for key, value in items:
            if key not in ranges:
                raise self._error(f"unknown amd_kernel_code_t key {key!r}", field=key,
                                  structure=f"kernel {k.name} amd_kernel_code_t",
                                  offset=k.descriptor_offset)
            low, high, width = ranges[key]
            if not isinstance(value, int) or isinstance(value, bool) or not \
                    low <= value < high:
                raise self._error(f"value {value!r} does not fit the {width}-bit key",
                                  field=key, structure=f"kernel {k.name} amd_kernel_code_t",
                                  offset=k.descriptor_offset)
            old = after.get(key)
            after.set(key, value)
            if after.get(key) != old:
                made.append(Change(f"kernel {k.name}: {key}", old, after.get(key)))
        return after, made

    # -- symbols ---------------------------------------------------------------------------

    def set_symbol(self, name: str, *, value: int | None = None, size: int | None = None,
                   table: str | None = None) -> list[Change]:
        """Set ``st_value`` and/or ``st_size`` of the symbol ``name`` in every symbol table
        that defines it (``.symtab`` and ``.dynsym``), or only in ``table``."""
        if value is None and size is None:
            raise self._error("nothing to change (give a value or a size)",
                              structure=f"symbol {name}")
        for label, v in (("value", value), ("size", size)):
            if v is not None and (not isinstance(v, int) or isinstance(v, bool)
                                  or not 0 <= v < 1 << 64):
                raise self._error(f"{v!r} is not a 64-bit unsigned integer",
                                  structure=f"symbol {name}", field=f"st_{label}")
        tables = self.original.symbol_tables
        if table is not None and table not in tables:
            raise self._error(f"no symbol table {table!r} (have {', '.join(tables) or 'none'})",
                              field="symbol table")
        made = []
        found = False
        for tname, symbols in tables.items():
            if table is not None and tname != table:
                continue
            matches = [s for s in symbols if s.name == name and s.index]
            if len(matches) > 1:
                raise self._error(f"{len(matches)} symbols of that name in {tname}",
                                  structure=f"symbol {name}")
            if not matches:
                continue
            found = True
            sym = matches[0]
            key = (tname, sym.index)
            _, cur_value, cur_size = self._symbols.get(key, (sym, sym.value, sym.size))
            new_value = cur_value if value is None else value
            new_size = cur_size if size is None else size
            self._symbols[key] = (sym, new_value, new_size)
            if new_value != cur_value:
                made.append(Change(f"symbol {name} ({tname}): st_value", cur_value, new_value))
            if new_size != cur_size:
                made.append(Change(f"symbol {name} ({tname}): st_size", cur_size, new_size))
        if not found:
            where = table or " or ".join(tables) or "the object (it has no symbol table)"
            raise self._error(f"no symbol named {name!r} in {where}")
        self._changes += made
        return made

    # -- section contents ----------------------------------------------------------------------

    def set_section_data(self, section: str | int, data: bytes, offset: int = 0
                         ) -> list[Change]:
        """Replace ``len(data)`` bytes of a section's contents at ``offset`` (the section
        keeps its size)."""
        sections = self.original.sections
        if isinstance(section, int):
            if not 0 < section < len(sections):
                raise self._error(f"no section {section} (have {len(sections)})")
            s = sections[section]
        else:
            named = [s for s in sections if s.name == section and s.index]
            if len(named) != 1:
                raise self._error(f"{len(named)} sections named {section!r}")
            s = named[0]
        where = f"section {s.index} ({s.name})"
        if not s.has_file_data:
            raise self._error("has no contents in the file", structure=where)
        data = bytes(data)
        if offset < 0 or offset + len(data) > s.sh_size:
            raise self._error(f"bytes [{offset:#x}, {offset + len(data):#x}) do not fit its "
                              f"{s.sh_size:#x} bytes", structure=where)
        body = self._sections.get(s.index)
        if body is None:
            body = self._sections[s.index] = bytearray(self.original.section_data(s.index))
        before = bytes(body[offset:offset + len(data)])
        body[offset:offset + len(data)] = data
        made = [Change(f"section {s.name} [{offset:#x}, {offset + len(data):#x})", before,
                       data)] if before != data else []
        self._changes += made
        return made

    # -- metadata --------------------------------------------------------------------------

    def _metadata_notes(self) -> list[_MetadataNote]:
        if self._notes is not None:
            return self._notes
        notes = []
        for n in self.original.notes:
            if not n.is_metadata:
                continue
            if not isinstance(n.value, dict):
                raise self._error(f"the metadata note cannot be decoded: {n.error}",
                                  structure="metadata note", offset=n.offset)
            section = self._section_of(n.offset)
            if n.owner != NOTE_NAME_AMD and _packed(n.value) != n.desc:
                raise self._error(
                    "the metadata does not encode back to the same bytes (a repeated map key, "
                    "or an encoding LLVM does not write): editing it would change more than "
                    "asked", structure="metadata note", offset=n.offset)
            notes.append(_MetadataNote(section, n.offset, n.owner, n.type, n.desc, n.value))
        if not notes:
            raise self._error("the code object has no metadata note")
        self._notes = notes
        return notes

    def _section_of(self, offset: int) -> int:
        for s in self.original.sections:
            if s.sh_type == E.SHT.NOTE and s.sh_offset <= offset < s.sh_offset + s.sh_size:
                return s.index
        raise self._error("the metadata note is in no SHT_NOTE section (only a PT_NOTE "
                          "segment); it cannot be resized", structure="metadata note",
                          offset=offset)

    def _locate(self, path: str | Sequence[str | int], kernel: str | None
                ) -> tuple[_MetadataNote, list[str | int], list[str | int], _ErrorMaker]:
        """(note, steps from the note's root, steps as given, error maker) for a path."""
        steps = metadata_path(path)
        notes = self._metadata_notes()
        if kernel is None or isinstance(path, str) and path.startswith("/"):
            error = self._metadata_error("metadata")
            if len(notes) > 1:
                raise error(f"{len(notes)} metadata notes: give a kernel (paths inside one "
                            "kernel's record are unambiguous)", _path_text(steps))
            return notes[0], steps, steps, error
        k = self._kernel(kernel)
        error = self._metadata_error(f"kernel {k.name} metadata")
        for note in notes:
            kernels, name_key = (("Kernels", "Name") if note.is_v2 else
                                 ("amdhsa.kernels", ".name"))
            records = note.document.get(kernels)
            if not isinstance(records, list):
                continue
            for i, rec in enumerate(records):
                if isinstance(rec, dict) and rec.get(name_key) == k.name:
                    return note, [kernels, i, *steps], steps, _relative(error, 2)
        raise self._error("has no metadata record", structure=f"kernel {k.name}")

    def _metadata_error(self, structure: str) -> _ErrorMaker:
        def error(message: str, field: str | None = None) -> EditError:
            return self._error(message, structure=structure, field=field)

        return error

    def metadata(self, path: str | Sequence[str | int] = (), *, kernel: str | None = None
                 ) -> Any:
        """The metadata value at ``path`` (the whole document, or the kernel's record, for an
        empty path), with the changes made so far."""
        if isinstance(path, str) and path in ("", "/") or not isinstance(path, str) \
                and not path:
            if kernel is None:
                notes = self._metadata_notes()
                return notes[0].document if len(notes) == 1 else [n.document for n in notes]
            path = []
        note, full, _, error = self._locate(path, kernel)
        return _walk(note.document, full, error)

    def set_metadata(self, path: str | Sequence[str | int], value: Any, *,
                     kernel: str | None = None, create: bool = False) -> list[Change]:
        """Set the metadata value at ``path`` (see ``metadata_path``), relative to the
        kernel's record when ``kernel`` is given (and the path has no leading ``/``), else to
        the document's root.  The value must be of the kind it replaces.  With ``create`` the
        last step may name a new map key (a typo does not add one silently otherwise).  V2
        (YAML) metadata: only existing scalar values can be changed, to a scalar."""
        note, full, steps, error = self._locate(path, kernel)
        where = _path_text(steps)
        parent, key = _walk(note.document, full[:-1], error), full[-1]
        field = _path_text(full)
        _check_value(value, field, error)
        if isinstance(parent, list):
            key = _index(key, parent, full, error)
            before, exists = parent[key], True
        elif isinstance(parent, dict):
            before, exists = parent.get(key), key in parent
        else:
            raise error(f"{_path_text(steps[:-1]) or 'the root'} is {_kind(parent)}, not a map "
                        "or a list", field)
        if not exists and not create:
            raise error("no such key (adding a key needs create=True; the CLI's "
                        "--add-metadata)", field)
        if exists and _kind(before) != _kind(value):
            raise error(f"is {_kind(before)}, not {_kind(value)} ({value!r})", field)
        if note.is_v2 and (not exists or isinstance(value, (dict, list))
                           or isinstance(before, (dict, list))):
            raise error("V2 (YAML) metadata can only have existing scalar values changed",
                        field)
        parent[key] = value
        full[-1] = key
        if note.is_v2:
            note.yaml_edits.append((list(full), value))
        label = "metadata" if kernel is None else f"kernel {kernel} metadata"
        made = [Change(f"{label}: {where}", before, value)] if before != value or \
            type(before) is not type(value) else []
        self._changes += made
        return made

    def delete_metadata(self, path: str | Sequence[str | int], *, kernel: str | None = None
                        ) -> list[Change]:
        """Remove the map key (or list item) at ``path``; V3+ metadata only."""
        note, full, steps, error = self._locate(path, kernel)
        where, field = _path_text(steps), _path_text(full)
        if note.is_v2:
            raise error("V2 (YAML) metadata can only have existing scalar values changed", field)
        parent, key = _walk(note.document, full[:-1], error), full[-1]
        if isinstance(parent, list):
            before = parent.pop(_index(key, parent, full, error))
        elif isinstance(parent, dict) and key in parent:
            before = parent.pop(key)
        else:
            raise error("no such key", field)
        label = "metadata" if kernel is None else f"kernel {kernel} metadata"
        made = [Change(f"{label}: {where}", before, None)]
        self._changes += made
        return made

    # -- building ----------------------------------------------------------------------------

    def to_bytes(self) -> bytes:
        """The changed code object, checked by re-reading it (see the module docstring)."""
        rw = ElfRewriter(self._data, self.source)
        for (k, kd) in self._descriptors.values():
            assert k.descriptor_offset is not None  # set_descriptor() took only such kernels
            rw.patch(k.descriptor_offset, kd.to_bytes(), f"descriptor of kernel {k.name}")
        for (tname, index), (sym, value, size) in self._symbols.items():
            table = self.original.section(tname)
            assert table is not None  # the symbol was found in it
            raw = self.original.elf.symbols(table.index)[index]
            entry = E.SYM_STRUCT.pack(raw.st_name, raw.st_info, raw.st_other, raw.st_shndx,
                                      value, size)
            rw.patch(table.sh_offset + index * E.SYM_SIZE, entry,
                     f"symbol {sym.name} in {tname}")
        for index, body in self._sections.items():
            rw.patch(self.original.sections[index].sh_offset, bytes(body),
                     f"section {index} ({self.original.sections[index].name})")
        if self._notes is not None:
            self._rebuild_notes(rw)
        data = rw.to_bytes()
        self.layout_changes = list(rw.layout_changes)
        self._verify(data)
        return data

    def write(self, path: str | os.PathLike[str]) -> bytes:
        """Write the changed code object to ``path`` atomically; returns its bytes.  Nothing
        is written when a change cannot be made."""
        from .elf.fileio import write_atomic

        data = self.to_bytes()
        write_atomic(path, data)
        return data

    def _rebuild_notes(self, rw: ElfRewriter) -> None:
        """New bodies for the note sections holding changed metadata: every other note
        record is copied as it is."""
        from ._link.notes import note_record

        changed = {}
        for note in self._notes or []:
            if note.is_v2:
                if not note.yaml_edits:
                    continue
                desc = _yaml_replace(note, self._metadata_error("metadata"))
            else:
                if note.document == note.original and \
                        _same_types(note.document, note.original):
                    continue
                desc = _packed(note.document)
            changed[note.offset] = note_record(note.owner, note.n_type, desc)
        if not changed:
            return
        for section in sorted({n.section for n in self._notes or [] if n.offset in changed}):
            s = self.original.sections[section]
            body = bytearray()
            for raw in self.original.elf.notes_in(s.sh_offset, s.sh_size,
                                                  f"section {section} ({s.name})", section):
                start = raw.offset - s.sh_offset
                end = _note_end(self.original, raw.offset) - s.sh_offset
                if raw.offset in changed:
                    body += changed[raw.offset]
                else:
                    body += self._data[s.sh_offset + start:s.sh_offset + end]
            rw.set_section_body(section, bytes(body), f"section {section} ({s.name})")

    def _verify(self, data: bytes) -> None:
        """Re-open the result and check every change reads back as meant."""
        try:
            after = CodeObject(data, self.source)
            kernels = {k.name: k for k in after.kernels}
            metadata_after = after.metadata
        except CodeObjectError as e:
            raise AssertionError(f"the edited code object does not read back: {e}") from e
        before_names = [k.name for k in self.original.kernels]
        renamed = any(c.what.startswith("metadata") for c in self._changes)
        if not renamed and sorted(kernels) != sorted(before_names):
            raise AssertionError("the edited code object lost or gained kernels")
        for (k, kd) in self._descriptors.values():
            got = kernels.get(k.name)
            if got is None or got.descriptor_bytes != kd.to_bytes():
                raise AssertionError(f"kernel {k.name}: the descriptor does not read back")
        for k in self.original.kernels:
            if k.name in self._descriptors or k.name not in kernels:
                continue
            if kernels[k.name].descriptor_bytes != k.descriptor_bytes:
                raise AssertionError(f"kernel {k.name}: the descriptor changed unasked")
        for (tname, index), (_, value, size) in self._symbols.items():
            sym = after.symbol_tables[tname][index]
            if (sym.value, sym.size) != (value, size):
                raise AssertionError(f"symbol {sym.name}: does not read back")
        if self._notes is not None:
            docs = [n.document for n in self._notes if not n.is_v2]
            if docs:
                from .metadata.decode import merge_metadata

                if not _same_types(metadata_after, merge_metadata(docs)) or \
                        metadata_after != merge_metadata(docs):
                    raise AssertionError("the metadata does not read back as meant")


def edit(source: CodeObject | bytes | bytearray | memoryview | str | os.PathLike[str], *,
         name: str | None = None) -> CodeObjectEditor:
    """A ``CodeObjectEditor`` for a code object, a path (a loose code object file) or bytes."""
    return CodeObjectEditor(source, name=name)


# -- helpers -----------------------------------------------------------------------------------


def _descriptor_changes(kernel: str, before: Any, after: Any, asked: dict[str, int]
                        ) -> list[Change]:
    """The directives and bit fields whose values differ (directives first).  A register
    count reads back rounded up to its granule, which the change says."""
    made = []
    old, new = dict(before.directives()), dict(after.directives())
    for name in [*old, *(n for n in new if n not in old)]:
        if old.get(name) != new.get(name) or name in asked and asked[name] != new.get(name):
            note = None
            if name in asked and asked[name] != new.get(name):
                note = f"asked for {asked[name]}"
                if name in (".amdhsa_next_free_vgpr", ".amdhsa_next_free_sgpr"):
                    note += ": the descriptor holds register counts in granules"
            made.append(Change(f"kernel {kernel}: {name}", old.get(name), new.get(name), note))
    fb, fa = before.fields(), after.fields()
    for word in fb:
        for field_name, value in fb[word].items():
            if fa[word].get(field_name) != value:
                made.append(Change(f"kernel {kernel}: {word}.{field_name}", value,
                                   fa[word].get(field_name)))
    # the directives carry the three sizes; the entry offset and reserved bytes they do not
    if before.kernel_code_entry_byte_offset != after.kernel_code_entry_byte_offset:
        made.append(Change(f"kernel {kernel}: kernel_code_entry_byte_offset",
                           before.kernel_code_entry_byte_offset,
                           after.kernel_code_entry_byte_offset))
    return made


class _ErrorMaker(Protocol):
    """Makes the EditError for a message about the metadata field at ``field`` (a path)."""

    def __call__(self, message: str, field: str | None = None) -> EditError: ...


def _packed(document: Any) -> bytes:
    """The MsgPack encoding of a metadata document, as LLVM writes it (smallest encodings, map
    keys in the document's order); strings that were not valid UTF-8 were decoded with
    surrogateescape and go back the same way."""
    import msgpack

    packed: bytes = msgpack.packb(document, use_bin_type=True, unicode_errors="surrogateescape")
    return packed


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, (bytes, bytearray)):
        return "binary"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a map"
    return "nil" if value is None else type(value).__name__


def _check_value(value: Any, where: str, error: _ErrorMaker) -> None:
    """Only what MsgPack (and the metadata) holds: maps, lists, strings, numbers, booleans,
    binary, nil."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            stack += list(v.keys()) + list(v.values())
        elif isinstance(v, list):
            stack += v
        elif isinstance(v, int) and not isinstance(v, bool) and not \
                -(1 << 63) <= v < (1 << 64):
            raise error(f"{v} does not fit a 64-bit integer", where)
        elif not isinstance(v, (str, int, float, bool, bytes, type(None))):
            raise error(f"a {type(v).__name__} cannot be metadata", where)


def _same_types(a: Any, b: Any) -> bool:
    """Equal values may still encode differently (1 and True, 1 and 1.0)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same_types(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same_types(x, y) for x, y in zip(a, b))
    return True


def _relative(error: _ErrorMaker, skip: int) -> _ErrorMaker:
    """An error maker whose field paths leave out the first ``skip`` steps (the way to a
    kernel's record), as the user wrote the path."""
    def relative(message: str, field: str | None = None) -> EditError:
        if field is not None:
            field = "/".join(field.split("/")[skip:]) or field
        return error(message, field)

    return relative


def _index(step: str | int, items: list[Any], steps: Sequence[str | int],
           error: _ErrorMaker) -> int:
    text = str(step)
    # ASCII digits, not too many: int() refuses '²' (a digit to isdigit) and 4,300 digits
    if not (text.isascii() and text.isdigit()) or len(text) > 20 or int(text) >= len(items):
        raise error(f"{text!r} is not an index of this list of {len(items)}",
                    _path_text(steps))
    return int(text)


def _walk(document: Any, steps: Sequence[str | int], error: _ErrorMaker) -> Any:
    """The value at ``steps``."""
    value = document
    done: list[Any] = []
    for step in steps:
        done.append(step)
        if isinstance(value, list):
            step = _index(step, value, done, error)
        elif isinstance(value, dict):
            if step not in value:
                raise error(f"no such key (there are: {', '.join(map(str, value)) or 'none'})",
                            _path_text(done))
        else:
            raise error(f"{_path_text(done[:-1]) or 'the root'} is {_kind(value)}, not a map "
                        "or a list", _path_text(done))
        value = value[step]
    return value


def _note_end(co: CodeObject, offset: int) -> int:
    """File offset just past the note record at ``offset`` (its padding included)."""
    namesz, descsz, _ = E.NHDR_STRUCT.unpack_from(co.elf.bytes_at(offset, E.NHDR_SIZE), 0)
    end: int = offset + E.NHDR_SIZE + ((namesz + 3) & ~3) + ((descsz + 3) & ~3)
    return end


def _yaml_scalar(value: Any) -> str:
    """A YAML plain or single-quoted scalar for a V2 metadata value."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    text = str(value)
    import re

    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_ .@$-]*", text) and text.strip() == text and \
            text.lower() not in ("true", "false", "null", "yes", "no", "on", "off", "~"):
        return text
    return "'" + text.replace("'", "''") + "'"


def _yaml_replace(note: _MetadataNote, error: _ErrorMaker) -> bytes:
    """The V2 YAML text with the edited scalars replaced where they stand."""
    from ruamel.yaml import YAML
    from ruamel.yaml.nodes import MappingNode, ScalarNode, SequenceNode

    text = note.desc.rstrip(b"\0").decode("utf-8", "surrogateescape")
    trailer = note.desc[len(note.desc.rstrip(b"\0")):]
    root = YAML(typ="safe", pure=True).compose(text)
    spans = []
    for steps, value in note.yaml_edits:
        node = root
        for step in steps:
            if isinstance(node, MappingNode):
                node = next(v for k, v in node.value if k.value == step)
            elif isinstance(node, SequenceNode):
                node = node.value[int(step)]
        if not isinstance(node, ScalarNode):
            raise error("not a scalar in the YAML text", _path_text(steps))
        spans.append((node.start_mark.index, node.end_mark.index, _yaml_scalar(value)))
    for start, end, new in sorted(spans, reverse=True):
        text = text[:start] + new + text[end:]
    from .metadata.decode import decode_yaml_metadata

    desc = text.encode("utf-8", "surrogateescape") + trailer
    if decode_yaml_metadata(desc) != note.document:
        raise error("the edited V2 metadata does not read back as meant")
    return desc
