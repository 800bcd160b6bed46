"""An unfinished match survives a restart of the app, for every game on the table host.

At each safe point (the match's start, each of the player's moves, each hand's end, the app
closing) the table host saves the match as what rebuilds it: its seed, seats, options and bot
pace, every applied move of every hand with its table time (``Table.moves``), and the table
time it was left at (``SavedMoves.snapshot``; the file itself is ``game.storage.unfinished``'s).
Each move is encoded once, so a save costs the frame only the new moves; the file is written on
the user data's writer thread. On the next start the match is rebuilt by dealing it again from
its seed and replaying every move through the rules core at its time (``rebuild``): the same
table, score and hand, the bots having heard every move. A real-time game (Dutch Blitz) comes
back exactly as it was at its last save, to the table time. A save that does not rebuild is
set aside with one notice (``take_unfinished``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.core.i18n import N_, Message, Sentence, sentence_of
from game.core.move_codec import decode_move, encode_move, rules_package
from game.core.seats import SeatSpec
from game.storage.record_index import start_time
from game.ui.table.holds import COACH, PLAYER, WINDOW

if TYPE_CHECKING:
    from game.ui.services import Services
    from game.ui.table.flow import TableUI
    from game.ui.table.session import TableSession

__all__ = ["SavedMoves", "rebuild", "take_unfinished"]

_TABLE_HOLDS = frozenset({PLAYER, COACH, WINDOW})
"""Holds every table has; the others are a game's own (Dutch's start peek), saved as held."""


class SavedMoves:
    """One session's moves, encoded as they come (each once), and its save."""

    def __init__(self, session: TableSession[Any, Any, Any, Any]) -> None:
        self.session = session
        self.encoded: list[list[Any]] = []

    def snapshot(self) -> dict[str, Any]:
        """The session as a save: what ``rebuild`` makes the same match again from."""
        s = self.session
        for number, moves in enumerate(s.hands_moves):
            if number == len(self.encoded):
                self.encoded.append([])
            done = self.encoded[number]
            done.extend([t, encode_move(move)] for t, move in moves[len(done):])
        return {
            "match_id": s.match_id,
            "seed": s.seed,
            "seats": [{"name": seat.name, "kind": seat.kind, "level": seat.level}
                      for seat in s.seats],
            "options": dict(s.options),
            "pace_scale": s.pace_scale,
            "hands": [*self.encoded[:-1], list(self.encoded[-1])],  # only the hand in play grows
            "t": s.now(),
            "holds": sorted(s.holds.reasons - _TABLE_HOLDS),
        }


def _damaged(msgid: str, **params: Any) -> ValueError:
    """Why a save does not rebuild, as a ``Sentence`` the notice says in the player's
    language (``msgid`` marked with ``N_``)."""
    return ValueError(Sentence.of(msgid, **params))


def _number(value: object, what: str) -> float:
    """``value`` as a number of seconds or a pace; ``what`` (marked with ``N_``) names it."""
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value:
        raise _damaged(N_("its {what} is not a number"), what=Message.of(what))
    return float(value)


def _seats(value: object) -> list[SeatSpec]:
    if not isinstance(value, list) or not value:
        raise _damaged(N_("it names no seats"))
    seats = []
    for entry in value:
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str) \
                or entry.get("kind") not in ("human", "bot"):
            raise _damaged(N_("a seat of it is not readable"))
        level = entry.get("level")
        if level is not None and not isinstance(level, str):
            raise _damaged(N_("a seat's level is not readable"))
        seats.append(SeatSpec(entry["name"], entry["kind"], level))
    if seats[0].kind != "human" or any(seat.kind == "human" for seat in seats[1:]):
        raise _damaged(N_("its seats are not the player's and the bots'"))
    return seats


def _hands(value: object, package: str) -> list[list[tuple[float, Any]]]:
    if not isinstance(value, list) or not value:
        raise _damaged(N_("it holds no hand"))
    hands = []
    for hand in value:
        if not isinstance(hand, list):
            raise _damaged(N_("a hand of it is not readable"))
        moves = []
        for entry in hand:
            if not isinstance(entry, list) or len(entry) != 2:
                raise _damaged(N_("a move of it is not readable"))
            moves.append((_number(entry[0], N_("move's time")), decode_move(entry[1], package)))
        hands.append(moves)
    return hands


def rebuild(ui: TableUI[Any, Any, Any, Any],
            save: Mapping[str, Any]) -> TableSession[Any, Any, Any, Any]:
    """The match ``save`` was made of, dealt again and replayed to where it was left, paused
    for Continue; ``ValueError`` saying why it cannot be."""
    seed = save.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise _damaged(N_("its seed is not a number"))
    options = save.get("options")
    match_id = save.get("match_id")
    if not isinstance(options, dict) or not isinstance(match_id, str) \
            or start_time(match_id) is None:
        raise _damaged(N_("its options or its name are not readable"))
    hands = _hands(save.get("hands"), rules_package(ui.definition.rules))
    try:
        session = ui.new_session(seed, _seats(save.get("seats")), options,
                                 pace_scale=_number(save.get("pace_scale"), N_("bot pace")))
    except (TypeError, ValueError, KeyError) as exc:
        raise _damaged(N_("its match cannot be dealt ({error})"),
                       error=type(exc).__name__) from None
    session.match_id = match_id
    problem = session.replay(hands)
    if problem is not None:
        raise ValueError(problem)
    session.pause()
    session.clock.set_now(max(_number(save.get("t"), N_("table time")), session.table.last_t))
    held = save.get("holds")
    for reason in session.holds.reasons - _TABLE_HOLDS:
        if not isinstance(held, list) or reason not in held:
            session.holds.clear(reason)
    return session


def take_unfinished(services: Services) -> None:
    """Rebuild the matches the last run left unfinished (once, when the title first asks);
    a save that does not rebuild is set aside and the player told in one sentence."""
    from game.ui.table.flow import TableUI

    data = services.data
    playable = {game.id for game in services.playable_games()}
    for game_id, save in list(data.unfinished.items()):
        if game_id not in playable:
            services.notify(data.set_aside_unfinished(
                game_id, Sentence.of(N_("it is of a game this app does not have"))))
            continue
        ui = services.game_ui(game_id)
        if not isinstance(ui, TableUI) or ui.session is not None:
            data.unfinished.pop(game_id, None)
            continue
        try:
            ui.take_session(rebuild(ui, save))
        except Exception as problem:  # noqa: BLE001 - any damaged save: set aside, never a crash
            said = sentence_of(problem) if isinstance(problem, ValueError) else ""
            reason = said if isinstance(said, Sentence) else Sentence.of(N_("it is damaged"))
            services.notify(data.set_aside_unfinished(game_id, reason))
        else:
            data.unfinished.pop(game_id, None)
