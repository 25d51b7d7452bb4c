"""Packaging: an editable install, a plain (non-editable) install and ``python -m pytest``
from the root each import ``tiledsl``, ``tiledsl.interpreter`` and ``tiledsl.codegen`` and find
the grammar; an install adds no generic top-level name (``codegen``, ``interpreter``).

The install tests build from a copy of the checkout's files (what a clone would hold), with
``pip install --no-deps --no-build-isolation`` so that they need no network and stay fast
(when the build backend lacks ``bdist_wheel`` they fall back to build isolation). The
editable install's venv imports the dependencies from the running interpreter's
site-packages, not from the base interpreter's, which a fresh venv leaves without them."""
from __future__ import annotations

import configparser
import json
import os
import shutil
import site
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from conftest import ROOT

PROBE = r"""
import importlib.resources, json, sys
import numpy as np
import tiledsl, tiledsl.interpreter, tiledsl.codegen
from tiledsl import parser
grammar = importlib.resources.files("tiledsl") / "grammar" / "tile.lark"
k = tiledsl.compile(
    "kernel add(out: *fp32, x: *fp32, BLOCK: constexpr):\n"
    "    r = arange(0, BLOCK)\n"
    "    store(out + r, load(x + r) + 1.0)\n").add
x = np.arange(16, dtype=np.float32); out = np.zeros_like(x)
k[(1,)](out, x, BLOCK=16)
missing = []
for name in ("codegen", "interpreter"):
    try:
        __import__(name)
    except ImportError:
        missing.append(name)
print(json.dumps({
    "tiledsl": tiledsl.__file__, "interpreter": tiledsl.interpreter.__file__,
    "codegen": tiledsl.codegen.__file__, "grammar": str(grammar), "grammar_ok": grammar.is_file(),
    "ran": out.tolist() == (x + 1).tolist(), "no_top_level": missing,
    "emit": "__global__" in tiledsl.codegen.emit(k.lower(BLOCK=16)),
}))
"""


def probe(python, cwd, env=None) -> dict:
    r = subprocess.run([str(python), "-c", PROBE], cwd=cwd, capture_output=True, text=True,
                       timeout=300, env=env)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout.strip().splitlines()[-1])


def _clean_env(**extra) -> dict:
    env = {k: v for k, v in os.environ.items()
           if k != "PYTHONPATH" and not k.startswith("TILEDSL_")}
    env.update(extra)
    return env


@pytest.fixture(scope="module")
def checkout(tmp_path_factory) -> Path:
    """A copy of the files a clone holds (tracked, plus new files not ignored)."""
    dest = tmp_path_factory.mktemp("checkout") / "tiledsl-src"
    r = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                       cwd=ROOT, capture_output=True)
    names = [n for n in r.stdout.decode().split("\0") if n] if r.returncode == 0 else []
    if not names:  # not a git checkout: copy the tree without build outputs
        shutil.copytree(ROOT, dest, ignore=shutil.ignore_patterns(
            ".git", "build", "*.egg-info", "__pycache__", ".pytest_cache", ".hypothesis"))
        return dest
    for name in names:
        src = ROOT / name
        if src.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)
    return dest


def _build_flags(python) -> list[str]:
    """No build isolation (offline, fast) when the interpreter can build wheels itself."""
    check = ("import setuptools, importlib.util as u; v = tuple(map(int, setuptools.__version__"
             ".split('.')[:2])); raise SystemExit(0 if v >= (70, 1) or u.find_spec('wheel') "
             "else 1)")
    ok = subprocess.run([str(python), "-c", check], capture_output=True).returncode == 0
    return ["--no-build-isolation", "--no-index"] if ok else []


def pip_install(python, *args):
    cmd = [str(python), "-m", "pip", "install", "-q", "--no-deps", *_build_flags(python), *args]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600,
                       env=_clean_env(PIP_DISABLE_PIP_VERSION_CHECK="1"))
    assert r.returncode == 0, r.stdout + r.stderr


def _site_dirs() -> list[str]:
    """The site-packages folders of the interpreter running the tests: where the README's
    install put lark, numpy, ml_dtypes, pip and setuptools (a fresh venv's own folder, or the
    system's when the tests run outside a venv)."""
    dirs = list(site.getsitepackages())
    if site.ENABLE_USER_SITE:
        dirs.append(site.getusersitepackages())
    return [d for d in dirs if os.path.isdir(d)]


def venv_seeing_this_environment(env_dir: Path) -> Path:
    """A new venv whose interpreter also imports what the running interpreter's
    site-packages hold (a ``.pth`` file lists those folders; the base interpreter's own
    site-packages, which may lack the dependencies, stay out). Their ``.pth`` files are not
    run, so an editable tiledsl installed there is invisible. Returns the venv's python."""
    venv.EnvBuilder(system_site_packages=False, with_pip=False).create(env_dir)
    python = env_dir / "bin" / "python"
    where = "import sysconfig; print(sysconfig.get_path('purelib'))"
    r = subprocess.run([str(python), "-c", where], capture_output=True, text=True, check=True,
                       env=_clean_env())
    Path(r.stdout.strip(), "tests-site.pth").write_text("\n".join(_site_dirs()) + "\n")
    return python


# ------------------------------------------------------------------------ source checkout
def test_python_m_pytest_from_the_root_imports_the_checkout():
    """``python -m`` puts the root on sys.path; tiledsl maps interpreter/ and codegen/."""
    info = probe(sys.executable, ROOT, _clean_env())
    assert info["tiledsl"] == str(ROOT / "tiledsl" / "__init__.py")
    assert info["interpreter"] == str(ROOT / "interpreter" / "__init__.py")
    assert info["codegen"] == str(ROOT / "codegen" / "__init__.py")
    assert info["grammar_ok"] and info["ran"] and info["emit"]


def test_this_session_imports_the_mapped_packages():
    import tiledsl.codegen
    import tiledsl.interpreter

    assert Path(tiledsl.interpreter.__file__).parent.name == "interpreter"
    assert Path(tiledsl.codegen.__file__).parent.name == "codegen"
    assert tiledsl.interpreter.__name__ == "tiledsl.interpreter"
    assert callable(tiledsl.interpreter.run) and callable(tiledsl.codegen.launch)


# ------------------------------------------------------------------------- declarations
def test_setup_cfg_declares_what_the_issue_asks():
    cfg = configparser.ConfigParser()
    cfg.read(ROOT / "setup.cfg")
    assert cfg["metadata"]["name"] == "tiledsl"
    requires = cfg["options"]["install_requires"].split()
    assert [r.split(">")[0] for r in requires] == ["lark", "numpy", "ml_dtypes"]
    mapping = dict(line.split(" = ") for line in cfg["options"]["package_dir"].strip().splitlines())
    assert mapping == {"tiledsl": "tiledsl", "tiledsl.interpreter": "interpreter",
                       "tiledsl.codegen": "codegen"}
    assert cfg["options.package_data"]["tiledsl"].strip() == "grammar/*.lark"
    extras = cfg["options.extras_require"]
    assert extras["gpu"].split() == ["cupy-cuda13x"]
    assert {r.split(">")[0] for r in extras["test"].split()} >= {"pytest", "hypothesis"}
    assert cfg["options.entry_points"]["console_scripts"].strip() == "tiledsl = tiledsl.cli:main"


def test_setup_py_lists_every_package_under_the_tiledsl_name(monkeypatch):
    import runpy

    import setuptools

    seen = {}
    monkeypatch.setattr(setuptools, "setup", lambda **kw: seen.update(kw))
    monkeypatch.chdir(ROOT)
    runpy.run_path(str(ROOT / "setup.py"))
    packages = seen["packages"]
    assert all(p == "tiledsl" or p.startswith("tiledsl.") for p in packages)
    expected = {"tiledsl", "tiledsl.interpreter", "tiledsl.codegen"}
    for folder, name in (("tiledsl", "tiledsl"), ("interpreter", "tiledsl.interpreter"),
                         ("codegen", "tiledsl.codegen")):
        for init in (ROOT / folder).rglob("__init__.py"):
            rel = init.parent.relative_to(ROOT / folder).parts
            expected.add(".".join((name,) + rel))
    assert set(packages) == expected


# ------------------------------------------------------------------------------ installs
@pytest.mark.install
@pytest.mark.slow
def test_plain_install_into_a_target(checkout, tmp_path):
    target = tmp_path / "site"
    pip_install(sys.executable, "--target", str(target), str(checkout))
    top = sorted(p.name for p in target.iterdir())
    assert [t for t in top if not t.startswith("tiledsl-")] == ["bin", "tiledsl"]
    assert (target / "tiledsl" / "interpreter" / "__init__.py").is_file()
    assert (target / "tiledsl" / "codegen" / "__init__.py").is_file()
    work = tmp_path / "elsewhere"
    work.mkdir()
    env = _clean_env(PYTHONPATH=str(target))
    info = probe(sys.executable, work, env)
    assert info["tiledsl"] == str(target / "tiledsl" / "__init__.py")
    assert info["interpreter"] == str(target / "tiledsl" / "interpreter" / "__init__.py")
    assert info["codegen"] == str(target / "tiledsl" / "codegen" / "__init__.py")
    assert info["grammar"] == str(target / "tiledsl" / "grammar" / "tile.lark")
    assert info["grammar_ok"] and info["ran"] and info["emit"]
    assert info["no_top_level"] == ["codegen", "interpreter"]
    r = subprocess.run([str(target / "bin" / "tiledsl"), "--version"], cwd=work, env=env,
                       capture_output=True, text=True)
    assert (r.returncode, r.stdout.strip()) == (0, "tiledsl 0.1.0")


@pytest.mark.install
@pytest.mark.slow
def test_editable_install_into_a_venv(checkout, tmp_path):
    env_dir = tmp_path / "venv"
    python = venv_seeing_this_environment(env_dir)
    pip_install(python, "-e", str(checkout))
    work = tmp_path / "elsewhere"
    work.mkdir()
    info = probe(python, work, _clean_env())
    assert info["tiledsl"] == str(checkout / "tiledsl" / "__init__.py")
    assert info["interpreter"] == str(checkout / "interpreter" / "__init__.py")
    assert info["codegen"] == str(checkout / "codegen" / "__init__.py")
    assert info["grammar"] == str(checkout / "tiledsl" / "grammar" / "tile.lark")
    assert info["grammar_ok"] and info["ran"] and info["emit"]
    assert info["no_top_level"] == ["codegen", "interpreter"]
    r = subprocess.run([str(env_dir / "bin" / "tiledsl"), "check",
                        str(checkout / "examples" / "softmax.tile")], cwd=work,
                       env=_clean_env(), capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().endswith("softmax.tile: ok (1 kernel: softmax; not type-checked: "
                                     "softmax (see the note))")  # BLOCK has no default
