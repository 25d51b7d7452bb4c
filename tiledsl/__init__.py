"""tiledsl: a block-level GPU kernel language with a numpy interpreter and a CUDA/HIP generator."""
__version__ = "0.1.0"
