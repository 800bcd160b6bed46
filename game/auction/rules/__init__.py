"""The pure rules core of Dutch Auction: cards, state, moves, events, the engine, views,
hidden-card sampling, records and the match. Nothing here imports pygame or storage."""
