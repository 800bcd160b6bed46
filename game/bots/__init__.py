"""Computer opponents: policies (what to play, from a seat's view) and timing (when).

``levels`` names the five levels and holds each one's timing and judgement; ``factory`` makes a
hand's bot seats from them; ``scheduler`` fires the bots on an injected clock and tells the UI
what each is reaching for; ``pace`` is the optional adaptive pace; ``headless`` runs a whole
hand on a virtual clock.
"""
