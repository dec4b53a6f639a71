from pathlib import Path

from setuptools import find_packages, setup

VERSION = "0.1.0"

setup(
    name="datasette-dbgraph",
    description="Find the table that holds what you mean: business words in, one table and a WHERE out",
    long_description=(Path(__file__).parent / "README.md").read_text(encoding="utf-8"),
    long_description_content_type="text/markdown",
    author="datasette-dbgraph engineers",
    license="Apache License, Version 2.0",
    classifiers=["Framework :: Datasette", "License :: OSI Approved :: Apache Software License"],
    version=VERSION,
    packages=find_packages(include=["datasette_dbgraph", "datasette_dbgraph.*"]),
    entry_points={"datasette": ["dbgraph = datasette_dbgraph"]},
    # The glossary is data (words/data/*.tsv): shipped in the wheel, read once at import.
    package_data={"datasette_dbgraph": ["templates/*.html", "static/*"],
                  "datasette_dbgraph.words": ["data/*.tsv"]},
    python_requires=">=3.11",
    install_requires=[
        "datasette>=0.65.5",
        "sqlite-utils>=3.35",
        "pluggy>=1.0",
        # sqlglot changes its AST between major versions; the DDL reader is tested on 30.x.
        "sqlglot>=30,<31",
        "rapidfuzz>=3.0",
        # Chinese word segmentation (jieba's dictionary, Rust port: ~0.2 s to load vs ~1.5 s).
        "rjieba>=0.2",
        # Traditional → Simplified Chinese.
        "opencc-purepy>=1.5",
        "PyYAML",
    ],
    extras_require={
        "test": ["pytest", "pytest-asyncio>=0.23", "hypothesis", "playwright"],
    },
)
