"""Card art generator, one module per deck: ``common`` (card size, paper, ink, shapes),
``glyphs`` (our stroked numerals and capitals), ``ornaments`` (folk motifs), ``blitz`` and
``blitz_backs`` (the Dutch Blitz cards, backs, slot, icon), ``standard`` and ``standard_court``
(the 52-card deck and jokers), ``auction`` and ``auction_powers`` (the Dutch Auction deck).
``build_scripts/make_card_art.py`` writes the files."""
