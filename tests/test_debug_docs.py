"""docs/debugging.md: every example on the page runs and prints exactly what the page shows
(tests/doc_runner.py reads the page's markers)."""
from __future__ import annotations

import pytest

from doc_runner import blocks, run_page


def test_every_example_of_the_page_prints_what_it_shows(root, tmp_path):
    results = run_page(root / "docs" / "debugging.md", tmp_path)
    assert len(results) == 13
    for where, expected, actual in results:
        assert actual == expected, where


def test_the_page_has_no_empty_output_block(root):
    text = (root / "docs" / "debugging.md").read_text()
    marked = [(line, body) for line, mark, info, body in blocks(text) if mark == "output"]
    assert len(marked) == 9 and all(body.strip() for _, body in marked)


def test_an_output_block_needs_a_run_block(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("<!-- output -->\n```text\nhello\n```\n")
    with pytest.raises(ValueError, match="an output block with no run block before it"):
        run_page(page, tmp_path)
