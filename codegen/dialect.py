"""Target spellings: every CUDA-specific word the emitter writes lives in one ``Dialect``.

The emitter never writes ``threadIdx`` or ``__shfl_xor_sync`` itself; it asks the dialect. A HIP
dialect (64-lane wavefronts, ``__shfl_xor`` without masks, ``hip_fp16.h``) is a second object
overriding these members, not ``if target ==`` branches.
"""
from __future__ import annotations

from tiledsl.dtypes import DType, PointerType

_CTYPES = {
    DType.i1: "bool", DType.i8: "signed char", DType.i16: "short", DType.i32: "int",
    DType.i64: "long long", DType.u8: "unsigned char", DType.u16: "unsigned short",
    DType.u32: "unsigned int", DType.u64: "unsigned long long", DType.fp32: "float",
    DType.fp64: "double",
}
_UNSIGNED = {
    DType.i8: "unsigned char", DType.i16: "unsigned short", DType.i32: "unsigned int",
    DType.i64: "unsigned long long",
}


class Dialect:
    """Base class; subclasses fill the target spellings."""

    name = "?"
    warp_size = 32
    fp16 = "?"
    bf16 = "?"

    def ctype(self, dt) -> str:
        """C type of a value of ``dt`` in registers."""
        if isinstance(dt, PointerType):
            return self.mem_ctype(dt.elem) + "*"
        if dt is DType.fp16:
            return self.fp16
        if dt is DType.bf16:
            return self.bf16
        return _CTYPES[dt]

    def mem_ctype(self, dt: DType) -> str:
        """C type of an element in memory (``i1`` is one byte, as in Triton)."""
        return "unsigned char" if dt is DType.i1 else self.ctype(dt)

    def utype(self, dt: DType) -> str:
        """The unsigned type of the same width (for wrap-around arithmetic)."""
        return _UNSIGNED.get(dt, self.ctype(dt))

    def bits_type(self, nbytes: int) -> str:
        return {1: "unsigned char", 2: "unsigned short", 4: "unsigned int",
                8: "unsigned long long"}[nbytes]

    def param_ctype(self, dt) -> str:
        """C type of a kernel parameter; 16-bit floats travel as their raw bits."""
        if dt in (DType.fp16, DType.bf16):
            return "unsigned short"
        if dt is DType.i1:
            return "int"
        return self.ctype(dt)


class CudaDialect(Dialect):
    name = "cuda"
    warp_size = 32
    fp16 = "__half"
    bf16 = "__nv_bfloat16"
    tid = "threadIdx.x"
    block_id = ("blockIdx.x", "blockIdx.y", "blockIdx.z")
    grid_dim = ("gridDim.x", "gridDim.y", "gridDim.z")
    barrier = "__syncthreads();"
    kernel_prefix = 'extern "C" __global__'
    shared_decl = "extern __shared__ __align__(16) unsigned char tl_smem[];"

    def launch_bounds(self, threads: int, min_blocks: int | None = None) -> str:
        if min_blocks:
            return f"__launch_bounds__({threads}, {min_blocks})"
        return f"__launch_bounds__({threads})"

    def shfl_xor(self, expr: str, dist: int, ctype: str) -> str:
        if ctype in ("bool", "signed char", "short", "unsigned char", "unsigned short"):
            return f"(({ctype})__shfl_xor_sync(0xffffffffu, (int)({expr}), {dist}))"
        return f"__shfl_xor_sync(0xffffffffu, {expr}, {dist})"

    def fp16_to_float(self, dt, e):
        return f"__half2float({e})" if dt is DType.fp16 else f"__bfloat162float({e})"

    def float_to_fp16(self, dt, e):
        return f"__float2half_rn({e})" if dt is DType.fp16 else f"__float2bfloat16_rn({e})"

    def double_to_fp16(self, dt, e):
        return f"__double2half({e})" if dt is DType.fp16 else f"__double2bfloat16({e})"

    def raw_to_fp16(self, dt, e):
        return f"__ushort_as_half({e})" if dt is DType.fp16 else f"__ushort_as_bfloat16({e})"

    def atomic_scope_suffix(self, scope: str) -> str:
        return {"cta": "_block", "sys": "_system"}.get(scope or "gpu", "")

    def fence(self, scope: str) -> str:
        return {"cta": "__threadfence_block();", "sys": "__threadfence_system();"}.get(
            scope or "gpu", "__threadfence();")

    def prelude(self) -> str:
        return CUDA_PRELUDE


CUDA_PRELUDE = r"""// tiledsl CUDA prelude (inlined so that the source alone determines the binary)
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#define TL_INF __int_as_float(0x7f800000)
#define TL_NAN __int_as_float(0x7fffffff)
template <typename T, int N> struct __align__(sizeof(T) * N) tl_vec { T v[N]; };
template <typename To, typename From> __device__ __forceinline__ To tl_bitcast(From f) {
  static_assert(sizeof(To) == sizeof(From), "bitcast size");
  To t; memcpy(&t, &f, sizeof(To)); return t;
}
// Triton's fast exp: ex2.approx after a multiply by log2(e)
__device__ __forceinline__ float tl_exp2f(float x) {
  float y; asm("ex2.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y;
}
__device__ __forceinline__ float tl_expf(float x) { return tl_exp2f(x * 1.4426950408889634f); }
__device__ __forceinline__ float tl_log2f(float x) {
  float y; asm("lg2.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y;
}
__device__ __forceinline__ float tl_logf(float x) { return tl_log2f(x) * 0.6931471805599453f; }
__device__ __forceinline__ float tl_rsqrtf(float x) {
  float y; asm("rsqrt.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y;
}
// fp32 division as Triton emits it: div.full (<= 2 ulp), not the IEEE subroutine
__device__ __forceinline__ float tl_fdiv(float a, float b) {
  float y; asm("div.full.f32 %0, %1, %2;" : "=f"(y) : "f"(a), "f"(b)); return y;
}
__device__ __forceinline__ float tl_tf32(float x) {
  unsigned int y; asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(y) : "f"(x)); return __uint_as_float(y);
}
// integer division and modulo that never trap: x // 0 = 0, x % 0 = 0 (as the interpreter),
// MIN // -1 wraps to MIN, MIN % -1 = 0
template <typename T> __device__ __forceinline__ T tl_div(T a, T b) {
  if (b == 0) return 0;
  if ((T)-1 < (T)0 && b == (T)-1) return (T)(0 - (unsigned long long)a);
  return a / b;
}
template <typename T> __device__ __forceinline__ T tl_mod(T a, T b) {
  if (b == 0) return 0;
  if ((T)-1 < (T)0 && b == (T)-1) return 0;
  return a % b;
}
template <typename T> __device__ __forceinline__ T tl_fmaxnan(T a, T b) {
  return (a != a || b != b) ? (T)TL_NAN : (a > b ? a : b);
}
template <typename T> __device__ __forceinline__ T tl_fminnan(T a, T b) {
  return (a != a || b != b) ? (T)TL_NAN : (a < b ? a : b);
}
template <typename T> __device__ __forceinline__ T tl_clamp_int(long long v, long long lo, long long hi) {
  return (T)(v < lo ? lo : (v > hi ? hi : v));
}
// float -> int: truncation, saturating, NaN -> 0 (what the H200 gives for Triton's casts)
#define TL_F2I(fn, x) ((x) != (x) ? 0 : fn(x))
// streaming (evict-first, st.global.cs) vector store, for arrays the kernel never reads back
template <typename V> __device__ __forceinline__ void tl_stcs(V* p, const V& v) {
  if constexpr (sizeof(V) == 16) {
    __stcs(reinterpret_cast<uint4*>(p), *reinterpret_cast<const uint4*>(&v));
  } else if constexpr (sizeof(V) == 8) {
    __stcs(reinterpret_cast<uint2*>(p), *reinterpret_cast<const uint2*>(&v));
  } else if constexpr (sizeof(V) == 4) {
    __stcs(reinterpret_cast<unsigned int*>(p), *reinterpret_cast<const unsigned int*>(&v));
  } else {
    *p = v;
  }
}
"""

CUDA = CudaDialect()
DIALECTS = {"cuda": CUDA}
