"""The chooser's panel and copy a Dutch Auction table asks the image thread to make ahead (for
each new layout) do not keep the table's overlays alive while the job waits its turn: a table
closed meanwhile is let go at once, and the job, when it runs, finds nothing to make."""

from __future__ import annotations

import gc
import threading
import weakref

import pygame
from table_support import board_of, new_app, open_table

from game.auction.ui.board import AuctionBoard
from game.auction.ui.overlays import TableOverlays
from game.ui.image_worker import WORKER


def test_a_waiting_panel_job_does_not_keep_the_overlays_alive() -> None:
    app = new_app((1024, 640))
    gate = threading.Event()
    try:
        board = board_of(open_table(app, "auction", seed=3), AuctionBoard)
        WORKER.wait()
        WORKER.add([gate.wait])  # the image thread held: the next job waits its turn
        overlays = TableOverlays(board, board.actions)
        overlays.prepare(pygame.Rect(0, 0, 1500, 900))  # a new layout's panel, asked for
        assert WORKER.pending >= 1
        gone = weakref.ref(overlays)
        del overlays
        gc.collect()
        assert gone() is None, "the queued job held the overlays"
        done = WORKER.done
        gate.set()
        assert WORKER.wait()
        assert WORKER.done >= done + 2  # (the gate and the panel job ran: nothing to make)
    finally:
        gate.set()
        app.close()
