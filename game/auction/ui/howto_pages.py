"""How to play Dutch Auction: one page per part of a round, each with a picture made of the
game's own cards, then the table's controls. The shared ``HowToPlayScene`` turns them.

Dutch Auction is our digital version of "Dutch", a two-player card game designed by Richard
Hoile; the pages credit him."""

from __future__ import annotations

import pygame

from game.auction.rules.cards import VP_BY_VALUE
from game.core.i18n import N_
from game.i18n import _
from game.ui import palette
from game.ui.card_faces import DeckArt
from game.ui.howto_page import HowToPage
from game.ui.scenes.howto import HowToPlayScene


def _deck(pen: HowToPlayScene) -> DeckArt:
    from game.auction.ui.game_ui import auction_ui

    return auction_ui(pen.app).deck


def _card(pen: HowToPlayScene, surface: pygame.Surface, code: str | None,
          topleft: tuple[float, float], width: int) -> pygame.Rect:
    """A card of the auction deck (its back when ``code`` is None) with a soft shadow."""
    deck = _deck(pen)
    image = deck.back(width) if code is None else deck.face(code, width)
    shadow = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 60))
    shadow.blit(image, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(shadow, (topleft[0] + pen.px(4), topleft[1] + pen.px(4)))
    return surface.blit(image, topleft)


def _row(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect,
         cards: list[str | None], across: float, captions: list[str] | None = None) -> list[
        pygame.Rect]:
    w = pen.card_width(area, across, 1.8)
    gap = w // 6
    total = len(cards) * w + (len(cards) - 1) * gap
    x = area.x + (area.width - total) // 2
    y = area.y + pen.px(34)
    rects = [_card(pen, surface, c, (x + i * (w + gap), y), w) for i, c in enumerate(cards)]
    for rect, text in zip(rects, captions or [], strict=False):
        pen.caption(surface, text, (rect.centerx, rect.bottom + pen.px(8)),
                    width=w + gap // 2)
    return rects


def _picture_idea(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    cards = ["G1", "R3", "P5", "B8", "G10"]
    captions = [_("bid {value}: {points} pts").format(value=c[1:],
                                                      points=f"{VP_BY_VALUE[int(c[1:])]:+d}")
                for c in cards]
    _row(pen, surface, area, list(cards), 5.6, captions)
    pen.caption(surface, _("Strong bidders cost points; weak ones are worth them"),
                (area.centerx, area.y), palette.HIGHLIGHT, 19)


def _picture_display(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    cards: list[str | None] = ["B2", "P7", "G4", "R9", "B1", "P6", None]
    rects = _row(pen, surface, area, cards, 7.8)
    deck = _deck(pen)
    for i, rect in enumerate(rects[:6], start=1):
        badge = deck.extra(f"cost_{i}", rect.width * 2 // 5)
        surface.blit(badge, badge.get_rect(center=(rect.centerx, rect.top)))
    pen.caption(surface, _("auction deck"), (rects[-1].centerx, rects[-1].bottom + pen.px(8)),
                width=rects[-1].width)
    pen.arrow(surface, (rects[5].centerx, rects[5].bottom + pen.px(30)),
              (rects[0].centerx, rects[0].bottom + pen.px(30)))
    pen.caption(surface, _("unsold cards slide to the cheaper slots"),
                (area.centerx, rects[0].bottom + pen.px(40)))


def _picture_bid(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    rects = _row(pen, surface, area, ["B4", None, "R8", "G2", "P9"], 6.2,
                 ["", _("set aside"), _("bid"), _("bid"), _("kept")])
    pen.caption(surface, _("Bid 10: higher total wins"), (area.centerx, area.y),
                palette.HIGHLIGHT, 19)
    pen.arrow(surface, (rects[0].centerx, rects[0].centery), (rects[1].centerx,
                                                              rects[1].centery))


def _picture_powers(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    _row(pen, surface, area, ["B10", "B9", "B7", "B6", "B2"], 5.8,
         [_("either discards"), _("your discards"), _("repeats"), _("cashes in"), ""])
    pen.caption(surface, _("10 took blue 9 -> 9 took blue 7 -> 7 repeats blue 6"),
                (area.centerx, area.y), palette.HIGHLIGHT, 19, area.width)


def _picture_buy(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    rects = _row(pen, surface, area, ["G4", "G9", "R7", "P3"], 5.0,
                 [_("bought\n(cost 3)"), _("to your discards"), _("to auction discards"),
                  _("to auction discards")])
    below = rects[0].bottom + pen.px(66)  # under the two-line captions
    pen.arrow(surface, (rects[1].centerx, below), (rects[0].centerx, below))
    pen.caption(surface, _("Pay with offering cards: the bought card's suit comes home"),
                (area.centerx, area.y), palette.HIGHLIGHT, 19)


def _picture_end(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    _row(pen, surface, area, ["P1", "P2", "P3", "P4", "P5", "P8"], 6.6)
    pen.caption(surface, _("Six pinks: +10 on top of their points"),
                (area.centerx, area.y), palette.HIGHLIGHT, 19)


def _picture_keys(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    lines = (N_("Drag or click cards; the coach line says what you can do now."),
             N_("Enter / Space: Lock in, Pay, End turn     Backspace: Clear, Cancel, Decline"),
             N_("1-5: a hand card to Set aside / Bid     1-6: buy that slot"),
             N_("1-9: pick a glowing card while a power fires or paying"),
             N_("Q W E R T: play that hand card for its power     D / V: your deck / discards"),
             N_("Esc: cancel paying, or pause"))
    y = area.y + pen.px(10)
    for text in lines:
        pen.caption(surface, _(text), (area.centerx, y), palette.INK, 17)
        y += pen.px(30)


PAGES: tuple[HowToPage, ...] = (
    HowToPage(N_("Dutch Auction"),
              N_("Dutch Auction is our digital version of \"Dutch\", a two-player card game "
                 "designed by Richard Hoile (2018). Rules text, names and art are our own. Two "
                 "players build their decks by bidding and buying. Every card has a bid value "
                 "(1-10) and victory points: the strong bidders cost points, the weak ones are "
                 "worth them. Most points at the end wins."),
              _picture_idea),
    HowToPage(N_("The table"), N_("Your hand is at the bottom, your rival's face down at the top. "
              "Between the auction discards and the auction deck lie six display cards; the "
              "badge over each slot is its cost in cards. New cards enter at 6, next to the "
              "deck, and get cheaper each round they stay unsold."), _picture_display),
    HowToPage(N_("Set aside and bid"), N_("Both at once and in secret: drag one hand card to Set "
              "aside (it goes on top of your deck) and up to four to Bid, then Lock in. Both "
              "bids turn over together; the higher total wins. On a tie each adds the top "
              "card of their deck, one by one (your set-aside card comes first)."),
              _picture_bid),
    HowToPage(N_("Powers"), N_("Winner first, then loser: drag a 6-10 from your hand to your "
              "offering (your bid cards plus played powers) and it fires on a card of its own "
              "suit. 6 cashes in an offering card (gone from play, still scores), but not one "
              "whose power has still to fire; 7 repeats a power; 8 takes from the auction "
              "discards, 9 from your discards, 10 from either. A card taken that has a power "
              "fires at once."), _picture_powers),
    HowToPage(N_("Buying"), N_("Click a display card (or drag it to your discards) and pick as "
              "many "
              "offering cards as its slot costs. Paying cards of the bought card's suit go to "
              "your discards, the others to the auction discards. If the winner leaves the "
              "1-cost card, the loser must take it (free with an empty offering)."),
              _picture_buy),
    HowToPage(N_("The end"), N_("When the auction deck ran out before a round and then the display "
              "empties or nobody buys by choice, the game ends. Every card you own scores "
              "(deck, discards, cashed in), plus 10 for each suit of which you own six or more. "
              "On equal totals, fewer cards wins."), _picture_end),
    HowToPage(N_("Controls"), N_("Everything works with the mouse and with keys."), _picture_keys,
              wide=True),
)
