"""The pure rules core of Dutch: no pygame, no UI, no storage; everything seeded and immutable."""
