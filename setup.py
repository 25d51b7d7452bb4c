"""Build script. Metadata, dependencies and package_dir live in setup.cfg; this file only
lists the packages: every folder holding an ``__init__.py`` under ``tiledsl/``,
``interpreter/`` (installed as ``tiledsl.interpreter``) and ``codegen/`` (``tiledsl.codegen``).
No generic top-level name such as ``codegen`` is ever installed."""
from setuptools import find_packages, setup

ROOTS = {"tiledsl": "tiledsl", "tiledsl.interpreter": "interpreter", "tiledsl.codegen": "codegen"}


def packages() -> list[str]:
    found = []
    for name, folder in ROOTS.items():
        found.append(name)
        found += [f"{name}.{sub}" for sub in find_packages(folder)]
    return sorted(set(found))


setup(packages=packages())
