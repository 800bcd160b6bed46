"""Random playouts of any registered game through its definition, with the checks every game
must pass (in the spirit of OpenSpiel's game tests). The tests in this folder drive them."""

from __future__ import annotations

import dataclasses
import importlib
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from game.core.definition import AnyGame, GameMatch
from game.core.options import OptionValue, defaults
from game.core.outcome import Applied, Refused
from game.core.registry import GAME_MODULES, get_game
from game.core.seats import SeatSpec

MAX_MOVES_PER_HAND = 20_000
MAX_HANDS = 400
WAIT = 60.0
"""Seconds after which every timed window of a game has closed."""
CANDIDATES = 40
"""Moves tried per deep check that are recombined from listed ones (accepted => listed)."""
JUNK: tuple[object, ...] = (None, True, False, -1, 0, 10 ** 60, 2.5, float("nan"), "", "x" * 300,
                            "post:²", "0", (), [], {}, object())


def game_or_skip(game_id: str) -> AnyGame:
    """The registered game, or a skip while its definition module does not exist yet."""
    try:
        return get_game(game_id)
    except ModuleNotFoundError as missing:
        if missing.name and GAME_MODULES[game_id].startswith(missing.name):
            pytest.skip(f"{game_id} is registered but its definition is not written yet")
        raise


def fast_options(game: AnyGame) -> dict[str, OptionValue]:
    """The defaults, except that number options meant as a match length take their minimum
    (a short match reaches its end in a few hands even with random moves)."""
    values = defaults(game.options)
    for spec in game.options:
        if spec.kind == "int" and spec.minimum is not None and any(
                word in spec.name for word in ("target", "score", "tokens", "rounds", "lives")):
            values[spec.name] = int(spec.minimum)
    return values


def seats_for(game: AnyGame, count: int | None = None) -> list[SeatSpec]:
    count = count or game.seats.default
    return [SeatSpec(f"Seat {i + 1}", "bot", game.levels[0]) for i in range(count)]


def junk_moves(move: object, rng: random.Random) -> list[object]:
    """Malformed moves: junk values, and ``move`` with one field replaced by junk."""
    found: list[object] = [rng.choice(JUNK) for _ in range(3)]
    if dataclasses.is_dataclass(move) and not isinstance(move, type):
        for item in dataclasses.fields(move):
            junk = rng.choice(JUNK)
            try:
                found.append(dataclasses.replace(move, **{item.name: junk}))
            except (TypeError, ValueError):
                continue
    return found


@dataclass
class Playout:
    """One random match: the moves as submitted (seat order, move, time) and what it checked."""

    game: AnyGame
    seed: int
    seats: int
    options: dict[str, OptionValue]
    moves: list[list[tuple[object, float]]] = field(default_factory=list)
    match: GameMatch | None = None
    checks: int = 0


Check = Callable[[Any, Any, int, float, random.Random], None]


def play(game: AnyGame, seed: int, seats: int | None = None, *,
         options: dict[str, OptionValue] | None = None, deep_every: int = 25,
         check: Check | None = None) -> Playout:
    """Play a whole match with uniformly random legal moves from random seats that may act.

    Every ``deep_every`` attempts, ``check(rules, state, seat, t, rng)`` runs the expensive
    checks, with ``t`` the time the table last moved (when the seat's view was true).
    """
    rng = random.Random(f"conformance:{game.id}:{seed}")
    count = seats or game.seats.default
    chosen = dict(options if options is not None else fast_options(game))
    playout = Playout(game, seed, count, chosen)
    match = game.new_match(seed, seats_for(game, count), chosen)
    playout.match = match
    rules = game.rules
    while not match.over:
        assert len(match.results) < MAX_HANDS, f"{game.id} seed {seed}: the match does not end"
        table = match.start_hand()
        hand_moves: list[tuple[object, float]] = []
        playout.moves.append(hand_moves)
        t = last = 0.0
        attempts = 0
        while not table.over:
            attempts += 1
            assert attempts < MAX_MOVES_PER_HAND, f"{game.id}: hand {table.hand} hangs"
            actors = sorted(table.to_act())
            assert actors, f"{game.id}: nobody may act but the hand is not over"
            seat = rng.choice(actors)
            t = round(t + rng.uniform(0.01, 0.8), 3)  # records keep milliseconds
            if check is not None and attempts % deep_every == 1:
                check(rules, table.state, seat, last, rng)
                playout.checks += 1
            legal = list(rules.legal_moves(view_at(rules, table.state, seat, t)))
            if not legal:
                continue
            move = rng.choice(legal)
            before = table.version
            outcome = table.submit(move, t)
            assert isinstance(outcome, Applied), \
                f"{game.id}: listed {move!r} at {t} but refused then: {outcome}"
            assert table.version == before + 1
            hand_moves.append((move, t))
            last = t
    return playout


def view_at(rules: Any, state: Any, seat: int, t: float) -> Any:
    """``seat``'s view with the table clock at ``t``: a view that shows the clock (``now``, as
    Dutch's does for its snap window) shows ``t`` once the clock has moved on; any other view
    does not depend on the clock."""
    view = rules.view(state, seat)
    names = {f.name for f in dataclasses.fields(view)} if dataclasses.is_dataclass(view) else set()
    if "now" in names:
        view = dataclasses.replace(view, now=max(view.now, t))
    return view


def moves_like(listed: list[object], rng: random.Random, count: int = CANDIDATES) -> list[object]:
    """Well-formed moves that are not necessarily listed: ``count`` listed moves with each
    field replaced by that field's value in another listed move of the same kind."""
    found: list[object] = []
    shapes = [m for m in listed if dataclasses.is_dataclass(m) and not isinstance(m, type)]
    for _ in range(count if shapes else 0):
        move = rng.choice(shapes)
        same = [m for m in shapes if type(m) is type(move)]
        changes = {f.name: getattr(rng.choice(same), f.name) for f in dataclasses.fields(move)
                   if rng.random() < 0.5}
        found.append(dataclasses.replace(move, **changes))
    return found


def replay_moves(playout: Playout) -> GameMatch:
    """The same match again from the same seed and the same moves at the same times."""
    game = playout.game
    match = game.new_match(playout.seed, seats_for(game, playout.seats), playout.options)
    for hand_moves in playout.moves:
        table = match.start_hand()
        for move, t in hand_moves:
            random.seed(t)  # the global generator is disturbed before every move
            random.random()
            assert isinstance(table.submit(move, t), Applied)
    return match


def json_round_trip(lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
    text = "".join(json.dumps(line, separators=(",", ":")) + "\n" for line in lines)
    return [json.loads(raw) for raw in text.splitlines() if raw.strip()]


def submit_refused(table: Any, move: object, t: float) -> Refused:
    """Submit ``move``, which must be refused, and check that nothing changed."""
    state, version, log = table.state, table.version, (len(table.events), len(table.times))
    outcome = table.submit(move, t)
    assert isinstance(outcome, Refused), f"{move!r} should have been refused"
    assert isinstance(outcome.text, str) and outcome.text
    assert table.state is state and table.version == version
    assert (len(table.events), len(table.times)) == log
    return outcome


def module_of(game: AnyGame) -> str:
    return importlib.import_module(GAME_MODULES[game.id]).__name__
