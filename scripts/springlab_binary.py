"""Locate the `springlab` executable for the repository's Python scripts and notebooks.

`$SPRINGLAB` when set (notebooks/run sets it); otherwise SwiftPM builds the
product and reports where it put it.
"""
import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def springlab_binary() -> Path:
    """Path of the springlab executable: $SPRINGLAB, else `swift build` it."""
    if os.environ.get("SPRINGLAB"):
        return Path(os.environ["SPRINGLAB"])
    subprocess.run(["swift", "build", "--product", "springlab"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    return Path(bin_path) / "springlab"
