"""The Dutch Blitz rules core: cards, piles, moves, the table authority, scoring and records.

Pure Python; nothing in this package imports pygame. The UI, the bots, the simulator and the
tests all ask this package what is legal; nobody else knows a rule.
"""
