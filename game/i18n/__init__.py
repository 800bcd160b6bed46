"""The player's language at run time: gettext catalogues, ``_()``, ``ngettext()`` and ``say()``.

The catalogues are ``game/locale/<lang>/LC_MESSAGES/cardtable.mo`` (compiled from the ``.po``
beside them by ``build_scripts/i18n.py``; shipped in the wheel and the packaged program). One
language is active for the whole app; ``use_language`` switches it at once, and every screen
translates its words where it draws them, so a switch needs no restart.

Constants written at import time are marked with ``N_`` (``game.core.i18n``) and translated
where they are shown: ``Button(N_("Resume"), ...)`` keeps the English id, the widget draws
``_(label)``. A rules core's refusal is either English text or a ``Message`` with parameters;
``say`` turns both into the player's language.

Besides the real languages there is a pseudo-language (``PSEUDO``) for testing layouts: every
string of the catalogue comes out marked and about a third longer (``⟦Šéţţîñĝš~~~⟧``), and a
string that is not in the catalogue comes out unmarked, so it stands out.
"""

from __future__ import annotations

import contextlib
import gettext
import locale
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from game.core.i18n import (
    N_,
    NC_,
    Message,
    N_plural,
    Sentence,
    number,
    percent,
    use_translator,
    whole,
    written,
)

DOMAIN = "cardtable"
"""The catalogues' file name (``cardtable.po`` / ``cardtable.mo``)."""
SYSTEM = "system"
ENGLISH = "en"
PSEUDO = "xx"
"""The pseudo-language: marked, lengthened strings (for the layout tests; not in Settings)."""
LANGUAGE_CHOICES: tuple[str, ...] = (SYSTEM, "en", "de")
"""What the language setting offers, in this order."""
TRANSLATED: tuple[str, ...] = ("de",)
"""The languages with a catalogue (English is the source)."""
LANGUAGE_NAMES: Mapping[str, str] = {SYSTEM: N_("System"), "en": "English", "de": "Deutsch"}
"""How the setting names each choice: a language by its own name, "System" translated."""


def locale_dir() -> Path:
    """The folder of the compiled catalogues (inside the package, also when packaged)."""
    return Path(__file__).resolve().parent.parent / "locale"


_WINDOWS_NAMES = {"german": "de", "deutsch": "de", "english": "en"}
"""Windows names its locales in words ("German_Germany"), not codes."""


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the system asks for, among those the app has (English otherwise)."""
    env = os.environ if environ is None else environ
    wanted = [env.get(name, "") for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    if environ is None:
        with contextlib.suppress(ValueError, TypeError):
            wanted.append(locale.getlocale()[0] or "")
    for value in wanted:
        for part in value.split(":"):
            code = part.split("_")[0].split(".")[0].split("@")[0].lower()
            code = _WINDOWS_NAMES.get(code, code)
            if code in TRANSLATED or code == ENGLISH:
                return code
            if code and code not in ("c", "posix"):
                return ENGLISH
    return ENGLISH


def language_code(choice: str, environ: Mapping[str, str] | None = None) -> str:
    """The language a setting means: ``"system"`` asks the system; unknown ones are English."""
    if choice == SYSTEM:
        return system_language(environ)
    return choice if choice in (ENGLISH, PSEUDO, *TRANSLATED) else ENGLISH


def catalogue(code: str) -> gettext.NullTranslations:
    """The translations of language ``code`` (English, or a missing catalogue: none)."""
    if code == PSEUDO:
        from game.i18n.pseudo import PseudoTranslations

        return PseudoTranslations(catalogue(TRANSLATED[0]))
    if code == ENGLISH:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, locale_dir(), [code], fallback=True)


_active: gettext.NullTranslations = gettext.NullTranslations()
_code = ENGLISH


def decimal_point(translations: gettext.NullTranslations) -> str:
    """The decimal separator of a language: its catalogue says it ("," in German); the
    pseudo-language keeps the English one."""
    # Translators: the decimal separator of your language ("2.5 s" in English)
    point = translations.pgettext("decimal separator", ".")
    return point if len(point) == 1 else "."


def thousands_separator(translations: gettext.NullTranslations) -> str:
    """What a language puts between groups of three digits ("5,000,000"; German "5.000.000");
    the pseudo-language keeps the English one."""
    # Translators: the thousands separator of your language ("5,000,000" in English)
    mark = translations.pgettext("thousands separator", ",")
    return mark if len(mark) == 1 else ","


def use_language(choice: str) -> str:
    """Make ``choice`` (a setting value or a language code) the app's language; returns the
    language code now in use."""
    global _active, _code
    code = language_code(choice)
    if code != _code:
        _active, _code = catalogue(code), code
        # the card names and numbers of pure code follow too
        use_translator(_active.gettext, decimal_point(_active),
                       thousands_separator(_active))
    return code


_command_line: str | None = None


def set_command_line_language(choice: str | None) -> None:
    """``--lang``: the language the app starts in, over the saved setting."""
    global _command_line
    _command_line = choice


def starting_language(setting: str) -> str:
    """The language an app starts in: ``--lang``'s if given, else the saved ``setting``."""
    return use_language(_command_line or setting)


def current_language() -> str:
    """The language code in use (``"en"``, ``"de"``, ``PSEUDO``)."""
    return _code


def _(message: str) -> str:
    """``message`` in the player's language (an empty text stays empty)."""
    return _active.gettext(message) if message else message


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural words for ``count`` in the player's language."""
    return _active.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` in the sense ``context`` names, in the player's language (``NC_``)."""
    return _active.pgettext(context, message) if message else message


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    """``ngettext`` in the sense ``context`` names."""
    return _active.npgettext(context, singular, plural, count)


def _template(message: Message) -> str:
    """A message's words in the player's language, before its parameters are filled in."""
    context = message.context
    if message.plural:
        count = message.params.get(message.count)
        number = count if isinstance(count, int) else 2
        if context:
            return npgettext(context, message.msgid, message.plural, number)
        return ngettext(message.msgid, message.plural, number)
    return pgettext(context, message.msgid) if context else _(message.msgid)


DEFAULT_PLAYER_NAME = N_("You")
"""The player's name until they choose one (saved in English, shown in the player's language)."""


def player_name(saved: str) -> str:
    """The player's name at the table: as they typed it, or, while they never chose one, the
    default in the player's language ("Du")."""
    return _(DEFAULT_PLAYER_NAME) if saved in ("", DEFAULT_PLAYER_NAME) else saved


def is_default_player(name: str) -> bool:
    """``name`` is the default player name, in English or in the player's language (a table
    log says "your card" to it)."""
    return name in (DEFAULT_PLAYER_NAME, _(DEFAULT_PLAYER_NAME))


YOU = "you"
"""The catalogue context of a sentence said of the player under the default name: German
says "Du hast geklopft" where it says "Anna hat geklopft" (``said_of``)."""


def S_(message: str) -> str:  # noqa: N802 - the name the extraction looks for
    """Mark a sentence with a player as its subject for the catalogue, like ``N_``, plain and
    in context ``YOU``; ``said_of`` says it."""
    return message


def said_of(who: str, message: str, *, english_you: str = "", **params: Any) -> str:
    """``message`` (with a ``{who}`` subject) said of ``who`` in the player's language, filled
    in with ``who`` and ``params``: of the player under the default name in the form the
    catalogue gives in context ``YOU`` ("Du hast geklopft"), else the plain translation ("Anna
    hat geklopft"). English has no catalogue: it says "You knocked" as "Anna knocked", and
    where English itself says it another way ("You draw", "Anna draws") ``english_you`` gives
    that form (English only: a language's own form is its catalogue's). ``message`` is a
    literal here or marked with ``S_`` (the extraction adds it twice, plain and in context
    ``YOU``)."""
    template = _(message)
    if is_default_player(who):
        yours = pgettext(YOU, message)
        template = yours if yours != message else english_you or template
    return template.format(who=who, **params)


def said_of_counted(who: str, singular: str, plural: str, count: int, *,
                    english_you: tuple[str, str] | None = None, **params: Any) -> str:
    """``said_of`` for a sentence whose words follow ``count`` ("1 Karte", "3 Karten");
    ``count`` is the parameter ``n``."""
    template = ngettext(singular, plural, count)
    if is_default_player(who):
        yours = npgettext(YOU, singular, plural, count)
        if yours not in (singular, plural):
            template = yours
        elif english_you is not None:
            template = english_you[0] if count == 1 else english_you[1]
    return template.format(who=who, n=count, **params)


class _Decimal(float):
    """A decimal parameter of a message, written with the language's decimal separator
    ("zwischen 0,0 und 1,0"), whatever format the message gives it."""

    def __format__(self, spec: str) -> str:
        return written(float.__format__(self, spec))


class _Whole(int):
    """A whole-number parameter of a message, grouped as the language groups digits
    ("5.000.000 Bytes"), whatever format the message gives it ("{n}", "{n:+d}")."""

    def __format__(self, spec: str) -> str:
        plain = spec == "" or spec[-1] == "d" or spec[-1].isdigit() or spec[-1] in "+- "
        if plain and "," not in spec and "_" not in spec:
            spec = spec.removesuffix("d") + ",d"
        return written(int.__format__(self, spec))


def _parameter(value: Any) -> Any:
    """A message's parameter as the player's language says it: words translated, a decimal
    number with the language's decimal separator, a whole number with its digit grouping."""
    if isinstance(value, Message | Sentence):
        return say(value)
    if type(value) is int:
        return _Whole(value)
    return _Decimal(value) if type(value) is float else value


def shown(text: str) -> str:
    """A text from shared code as the player reads it: a ``Sentence`` in the player's language,
    any other text as it is (a name or a file's words are never looked up)."""
    return say(text) if isinstance(text, Sentence) else text


def say(words: Any) -> str:
    """Anything with words for the player in the player's language: a ``Message`` (its
    parameters translated too), a ``Sentence`` (each of its parts), a refusal reason or
    outcome (its ``message`` if it has one, else its English ``text``), or a text (translated
    if the catalogue has it)."""
    if isinstance(words, Message):
        return _template(words).format(**{name: _parameter(value)
                                          for name, value in words.params.items()})
    if isinstance(words, Sentence):
        return " ".join(say(part) for part in words.parts)
    for attribute in ("reason", "message"):
        inner = getattr(words, attribute, None)
        if inner is not None and not isinstance(inner, str):
            return say(inner)
    if isinstance(words, str):
        return _(words)
    return _(str(getattr(words, "text", words)))


__all__ = ["DEFAULT_PLAYER_NAME", "DOMAIN", "ENGLISH", "LANGUAGE_CHOICES", "LANGUAGE_NAMES",
           "Message", "NC_", "N_", "N_plural", "PSEUDO", "SYSTEM", "S_", "Sentence", "TRANSLATED",
           "YOU", "_", "catalogue", "current_language", "decimal_point", "is_default_player",
           "language_code", "locale_dir", "ngettext", "npgettext", "number", "percent",
           "pgettext", "player_name", "said_of", "said_of_counted", "say",
           "set_command_line_language", "shown", "starting_language", "system_language",
           "thousands_separator", "use_language", "whole"]
