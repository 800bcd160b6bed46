"""Dutch Blitz computer players: policies (what to play, from a seat's view) and timing (when).

``levels`` holds each level's timing and judgement; ``factory`` makes a hand's bot seats from
them; ``scheduler`` fires the bots on an injected clock and tells the UI what each is reaching
for; ``pace`` is the optional adaptive pace.
"""
