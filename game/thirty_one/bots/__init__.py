"""Blitz (31) computer players: hand evaluation, the knock search, five levels and the greedy
baseline, on the shared turn agent and bot scheduler."""
