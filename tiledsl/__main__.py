"""``python -m tiledsl ...`` is the ``tiledsl`` command (see :mod:`tiledsl.cli`)."""
import sys

from .cli import main

sys.exit(main())
