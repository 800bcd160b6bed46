"""Dutch Auction's coached game for the language tests: played from the setup screen's button
as its tips say, each lesson's tip shot at 1024x640, then the rules the deal leaves out."""

from __future__ import annotations

from collections.abc import Iterator

from auction_coached_play import act, own_move
from table_support import click
from ui.language_walk_auction import COVER_SHOT, Shot, Texts, shoot, table_boxes, table_covers

from game.auction.ui.coach_lessons import AuctionLessons
from game.auction.ui.game_ui import auction_ui
from game.i18n import _
from game.ui.app import App
from game.ui.scenes.setup import SetupScene
from game.ui.table.lessons_done import LessonsDoneScene
from game.ui.table.scene import TableScene


def coached_walk(app: App, texts: Texts, tips: list[str]) -> Iterator[Shot]:
    """The coached game from the setup screen's button, played as its tips say: each lesson's
    tip shot (and noted in ``tips``: the shared bubble draws it), then the rules it leaves out."""
    app.push(app.title_scene())
    setup = SetupScene(app, "auction")
    app.push(setup)
    app.step()
    click(app, setup.coach_button.rect.center)
    app.step()
    session = auction_ui(app).session
    assert session is not None and session.coached and session.coach is not None
    shown, covered = set[str](), list[str]()
    for _step in range(40000):
        scene = app.top
        if isinstance(scene, LessonsDoneScene) or not isinstance(scene, TableScene):
            break
        tip = session.coach_tip()  # as the screen shows it this frame
        if tip is not None and tip.lesson not in shown:
            shown.add(tip.lesson)
            app.step()
            tips.append(tip.text)
            yield shoot(f"coached game, tip {tip.lesson}", scene, texts, table_boxes(scene),
                        table_covers(scene))
        move = tip.move if tip is not None else own_move(session, scene)
        if move is not None and (tip is not None or not scene.flights.busy()):
            act(app, scene, move, covered)
        else:
            app.step()
    assert shown == set(AuctionLessons.lessons), shown
    if covered:
        yield Shot(COVER_SHOT, [], [], sorted(set(covered)))
    tips += [_(line) for line in session.coach.plan.epilogue]  # type: ignore[attr-defined]
    app.to_title()
