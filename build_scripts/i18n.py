"""The translation catalogues: extract the words to translate, update each language's ``.po``,
compile the ``.mo`` files the app reads, and check that nothing is left to translate.

    python build_scripts/i18n.py extract    # game/locale/cardtable.pot from the source
    python build_scripts/i18n.py update     # merge the template into every <lang>/.../.po
    python build_scripts/i18n.py compile    # .po -> .mo (the app and the downloads read these)
    python build_scripts/i18n.py check      # every entry translated, none fuzzy, .mo up to date
    python build_scripts/i18n.py all        # extract, update, compile, check

Marked words are the arguments of ``_()``, ``N_()``, ``ngettext()`` and ``N_plural()``, and
with a context (one English word in two senses) of ``pgettext()``, ``npgettext()`` and ``NC_()``
(``game.i18n``, ``game.core.i18n``). A sentence with a player as its subject,
``said_of(who, "{who} knocked")`` (``said_of_counted``, or one marked ``S_()``), is added twice:
plain, and in context "you" for the form it takes said of the player under the default name
("Du hast geklopft"). Uses Babel (a build tool, pinned in constraints.txt); the compiled ``.mo``
files are committed, so playing and testing need no Babel.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "game"
LOCALE = SOURCE / "locale"
DOMAIN = "cardtable"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "N_plural": (1, 2),
            "pgettext": ((1, "c"), 2), "npgettext": ((1, "c"), 2, 3), "NC_": ((1, "c"), 2),
            "said_of": (2,), "said_of_counted": (2, 3), "S_": None}
SAID_OF_KEYWORDS = {"said_of": (2,), "said_of_counted": (2, 3), "S_": None}
"""The sentences with a player as subject, each also wanted in context ``YOU_CONTEXT``."""
YOU_CONTEXT = "you"
"""``game.i18n.YOU``: the form a sentence takes said of the player under the default name."""
YOU_COMMENT = "Translators: the same sentence said of the player (Du)"
METHODS = [("**/locale/**", "ignore"), ("**.py", "python")]


def languages() -> list[str]:
    """The languages with a catalogue (a folder with ``LC_MESSAGES/cardtable.po``)."""
    return sorted(p.parent.parent.name for p in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def extract() -> Catalog:
    """Every marked string of the source, with where it is used."""
    catalog = Catalog(project="Card Table", domain=DOMAIN, fuzzy=False)
    for filename, lineno, message, comments, context in extract_from_dir(
            str(SOURCE), METHODS, keywords=KEYWORDS, comment_tags=("Translators:",)):
        catalog.add(message, None, [(f"game/{filename}", lineno)],
                    auto_comments=comments, context=context)
    for filename, lineno, message, comments, _context in extract_from_dir(
            str(SOURCE), METHODS, keywords=SAID_OF_KEYWORDS, comment_tags=("Translators:",)):
        catalog.add(message, None, [(f"game/{filename}", lineno)],
                    auto_comments=[*comments, YOU_COMMENT], context=YOU_CONTEXT)
    return catalog


def write_template() -> Catalog:
    template = extract()
    with TEMPLATE.open("wb") as out:
        write_po(out, template, width=100, omit_header=False, sort_output=True)
    print(f"{TEMPLATE.relative_to(ROOT)}: {len(template)} messages")
    return template


def update(template: Catalog) -> None:
    """Merge the template into each language (new ids empty, changed ones marked fuzzy)."""
    for lang in languages():
        path = po_path(lang)
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=lang)
        catalog.update(template, no_fuzzy_matching=False)
        with path.open("wb") as out:
            write_po(out, catalog, width=100, sort_output=True, ignore_obsolete=True)
        print(f"{path.relative_to(ROOT)}: updated")


def mo_bytes(lang: str) -> bytes:
    with po_path(lang).open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def compile_all() -> None:
    for lang in languages():
        target = po_path(lang).with_suffix(".mo")
        target.write_bytes(mo_bytes(lang))
        print(f"{target.relative_to(ROOT)}: compiled")


def problems() -> list[str]:
    """What keeps the catalogues from being complete: untranslated or fuzzy entries, ids the
    source has and a catalogue lacks, and ``.mo`` files older than their ``.po``."""
    found: list[str] = []
    wanted = {_key(message) for message in extract() if message.id}
    for lang in languages():
        with po_path(lang).open("rb") as handle:
            catalog = read_po(handle, locale=lang)
        have = set()
        for message in catalog:
            if not message.id:
                continue
            key = _key(message)
            have.add(key)
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            if not all(strings):
                found.append(f"{lang}: untranslated: {key!r}")
            if message.fuzzy:
                found.append(f"{lang}: fuzzy: {key!r}")
        found += [f"{lang}: missing: {key!r}" for key in sorted(wanted - have)]
        mo = po_path(lang).with_suffix(".mo")
        if not mo.is_file() or mo.read_bytes() != mo_bytes(lang):
            found.append(f"{lang}: {mo.name} is not compiled from the current .po")
    return found


def _key(message: Message) -> str:
    """A catalogue entry's id (a plural's singular), its context in front if it has one."""
    key = message.id if isinstance(message.id, str) else message.id[0]
    return f"{message.context}|{key}" if message.context else key


def check() -> int:
    found = problems()
    for line in found:
        print(line)
    print(f"{len(found)} problem(s) in {', '.join(languages())}")
    return 1 if found else 0


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "all"
    if command == "extract":
        write_template()
    elif command == "update":
        update(write_template())
    elif command == "compile":
        compile_all()
    elif command == "check":
        return check()
    elif command == "all":
        update(write_template())
        compile_all()
        return check()
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
