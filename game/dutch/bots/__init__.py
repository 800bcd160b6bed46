"""Dutch's computer players: memory model, turn policy, snap reactions and the greedy baseline."""
