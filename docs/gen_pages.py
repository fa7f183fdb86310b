"""Writes the generated reference pages into the site; mkdocs-gen-files runs it at build time (mkdocs.yml)."""

import mkdocs_gen_files

from autograder.authoring.site import pages

for path, text in pages().items():
    with mkdocs_gen_files.open(path, "w") as stream:
        stream.write(text)
