"""The wheel carries the top-level assets/ and levels/ inside the package, as game/assets and
game/levels, where game/paths.py finds them once installed (the checkout keeps them at the top,
where DESIGN.md puts them). pyproject.toml holds everything else; this file exists because
pyproject.toml cannot add mapped folders to a package search.

Every folder below game/, assets/ and levels/ is listed as a package (a namespace package when it
holds only data, like game/ui/text): setuptools leaves out, or warns about, folders it was not told of."""
from setuptools import find_namespace_packages, setup

DATA = {"game.assets": "assets", "game.levels": "levels"}
data_packages = [f"{package}{'.' + sub if sub else ''}"
                 for package, folder in DATA.items() for sub in ["", *find_namespace_packages(where=folder)]]

setup(
    packages=find_namespace_packages(include=["game", "game.*"], exclude=["*.__pycache__"]) + data_packages,
    package_dir=DATA,
    package_data={"": ["*.json", "*.toml"], **{package: ["*"] for package in data_packages}},
)
