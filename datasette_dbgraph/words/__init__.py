"""Words: what a piece of text is, before any index is read — folding (case, full-width,
Traditional), identifiers split into words, Chinese segmentation, the built-in glossary (data files
in glossary/), alias groups, concepts, and the shapes of typed values (dates, phones, numbers).
Imports nothing of the other stages (docs/architecture.md)."""
