"""Computer seats for Dutch Auction: the five levels (sampling + search) and the scripted
baselines, all on the shared bot scheduler through ``game.bots.turn.TurnAgent``."""
