#!/usr/bin/env python3
"""Performance-cliff sweep: about 110 JAX programs outside ../shared/bench (cumulative sums,
sorts, scatters, depthwise and strided convolutions and their gradients, pooling gradients,
batch norm, f16/bf16/f64 elementwise chains, attention variants, column reductions, ...),
each timed on Kiln and on XLA:CPU in the same `kiln bench --compare-xla` invocation, listed
slowest ratio first. It finds programs where Kiln is far behind XLA, which the fixed bench
set does not show.

    python3 scripts/cliff_sweep.py [--out DIR] [--threads N] [--min-time S] [NAME ...]

Needs jax (as .ci/run installs it) and the release binary (cargo build --release -p
kiln-cli). Exports to DIR (default /tmp/kiln_sweep) once; later runs reuse the files.
"""
import argparse
import json
import os
import subprocess
import sys

import jax
import jax.numpy as jnp
from jax import lax

jax.config.update("jax_enable_x64", True)  # the f64 programs; the others name f32 inputs
F32 = jnp.float32
BF = jnp.bfloat16
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def S(*s, dtype=F32):
    return jax.ShapeDtypeStruct(s, dtype)


P = {}


def prog(name, *args, int_high=None):
    def d(f):
        P[name] = (f, args, int_high)
        return f
    return d


@prog("attn_full", S(4,8,256,64), S(4,8,256,64), S(4,8,256,64))
def f(q,k,v):
    s=jnp.einsum("bhqd,bhkd->bhqk",q,k)/8.0
    return jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(s,-1), v)
@prog("attn_bf16", S(4,8,256,64,dtype=BF), S(4,8,256,64,dtype=BF), S(4,8,256,64,dtype=BF))
def f(q,k,v):
    s=jnp.einsum("bhqd,bhkd->bhqk",q,k)/8.0
    return jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(s.astype(F32),-1).astype(BF), v)
@prog("layernorm_bf16", S(4096,1024,dtype=BF), S(1024), S(1024))
def f(x,g,b):
    x=x.astype(F32); m=x.mean(-1,keepdims=True); v=((x-m)**2).mean(-1,keepdims=True)
    return ((x-m)*lax.rsqrt(v+1e-5)*g+b).astype(BF)
@prog("rmsnorm", S(8192,1024), S(1024))
def f(x,g): return x*lax.rsqrt((x*x).mean(-1,keepdims=True)+1e-6)*g
@prog("reduce_mid", S(64,1024,256))
def f(x): return x.sum(1)
@prog("reduce_all", S(16*1024*1024))
def f(x): return x.sum()
@prog("argmax_rows", S(4096,4096))
def f(x): return jnp.argmax(x,-1)
@prog("cumsum_rows", S(1024,4096))
def f(x): return jnp.cumsum(x,-1)
@prog("cumsum_cols", S(4096,1024))
def f(x): return jnp.cumsum(x,0)
@prog("sort_rows", S(1024,1024))
def f(x): return jnp.sort(x,-1)
@prog("topk", S(512,4096))
def f(x): return lax.top_k(x,16)
@prog("scatter_add", S(100000,64), S(50000, dtype=jnp.int32), S(50000,64), int_high=100000)
def f(t,i,u): return t.at[i].add(u)
@prog("gather_rows", S(100000,128), S(20000,dtype=jnp.int32), int_high=100000)
def f(t,i): return t[i]
@prog("conv_nchw", S(8,64,56,56), S(64,64,3,3))
def f(x,w): return lax.conv_general_dilated(x,w,(1,1),"SAME",dimension_numbers=("NCHW","OIHW","NCHW"))
@prog("conv_depthwise", S(8,56,56,128), S(3,3,1,128))
def f(x,w): return lax.conv_general_dilated(x,w,(1,1),"SAME",dimension_numbers=("NHWC","HWIO","NHWC"),feature_group_count=128)
@prog("conv_stride2", S(8,112,112,64), S(3,3,64,128))
def f(x,w): return lax.conv_general_dilated(x,w,(2,2),"SAME",dimension_numbers=("NHWC","HWIO","NHWC"))
@prog("conv1d", S(16,1024,128), S(5,128,128))
def f(x,w): return lax.conv_general_dilated(x,w,(1,),"SAME",dimension_numbers=("NWC","WIO","NWC"))
@prog("maxpool", S(16,112,112,64))
def f(x): return lax.reduce_window(x,-jnp.inf,lax.max,(1,3,3,1),(1,2,2,1),"SAME")
@prog("avgpool_global", S(32,28,28,256))
def f(x): return x.mean((1,2))
@prog("gelu_bias", S(4096,3072), S(3072))
def f(x,b): return jax.nn.gelu(x+b)
@prog("silu_mul", S(4096,2816), S(4096,2816))
def f(a,b): return jax.nn.silu(a)*b
@prog("matmul_tn", S(1024,2048), S(1024,1024))
def f(a,b): return a.T@b
@prog("matvec", S(4096,4096), S(4096))
def f(a,x): return a@x
@prog("batched_small_mm", S(4096,16,16), S(4096,16,16))
def f(a,b): return a@b
@prog("transpose_2d", S(4096,4096))
def f(x): return x.T+1.0
@prog("concat_slice", S(2048,2048), S(2048,2048))
def f(a,b): return jnp.concatenate([a[:, :1024], b[:, 1024:], a[:, 512:1536]], 1)
@prog("pad_conv", S(64,64,64,32))
def f(x): return jnp.pad(x,((0,0),(2,2),(2,2),(0,0)))
@prog("softmax_xent", S(4096,8192), S(4096,dtype=jnp.int32), int_high=8192)
def f(logits,labels):
    lp=jax.nn.log_softmax(logits); return -jnp.take_along_axis(lp,labels[:,None],1).mean()
@prog("adam", S(4*1024*1024), S(4*1024*1024), S(4*1024*1024), S(4*1024*1024))
def f(p,g,m,v):
    m=0.9*m+0.1*g; v=0.999*v+0.001*g*g; return p-1e-3*m/(jnp.sqrt(v)+1e-8), m, v
@prog("int_ops", S(8*1024*1024,dtype=jnp.int32), S(8*1024*1024,dtype=jnp.int32))
def f(a,b): return (a*3+b)//7 % 13, a>>2 ^ b
@prog("f64_ew", S(4*1024*1024,dtype=jnp.float64), S(4*1024*1024,dtype=jnp.float64))
def f(a,b): return jnp.exp(a)*jnp.sin(b)+jnp.log1p(jnp.abs(a))
@prog("where_mask", S(4096,4096), S(4096,4096))
def f(a,b): return jnp.where(a>0, a*b, jnp.zeros_like(a)).sum(0)
@prog("while_loop", S(256,256))
def f(x):
    return lax.fori_loop(0,100,lambda i,c: jnp.tanh(c@x*0.01+c),x)
@prog("scan_rnn_f64", S(128,64,256,dtype=jnp.float64), S(256,256,dtype=jnp.float64))
def f(xs,w):
    def step(h,x): h=jnp.tanh(h@w+x); return h,h
    return lax.scan(step, jnp.zeros((64,256), jnp.float64), xs)[1]
@prog("one_hot_mm_f64", S(8192,dtype=jnp.int32), S(1024,512,dtype=jnp.float64), int_high=1024)
def f(i,t): return jax.nn.one_hot(i,1024,dtype=jnp.float64)@t
@prog("l2norm_cols", S(4096,4096))
def f(x): return x/jnp.linalg.norm(x,axis=0,keepdims=True)
@prog("bf16_matmul", S(1024,1024,dtype=BF), S(1024,1024,dtype=BF))
def f(a,b): return a@b
@prog("f16_ew", S(8*1024*1024,dtype=jnp.float16))
def f(a): return jnp.tanh(a)*a+1

def dw(x, w):
    return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                    feature_group_count=x.shape[-1])


@prog("dw_grad", S(8,56,56,128), S(3,3,1,128))
def f(x,w): return jax.grad(lambda x,w: (dw(x,w)**2).sum(), argnums=(0,1))(x,w)
def cv(x,w): return lax.conv_general_dilated(x,w,(1,1),"SAME",dimension_numbers=("NHWC","HWIO","NHWC"))
@prog("conv_grad", S(8,28,28,64), S(3,3,64,64))
def f(x,w): return jax.grad(lambda x,w: (cv(x,w)**2).sum(), argnums=(0,1))(x,w)
@prog("embed_grad", S(50000,128), S(8192,dtype=jnp.int32), int_high=50000)
def f(t,i): return jax.grad(lambda t: jnp.tanh(t[i]).sum())(t)
@prog("ln_grad", S(4096,1024), S(1024))
def f(x,g):
    def ln(x): m=x.mean(-1,keepdims=True); v=((x-m)**2).mean(-1,keepdims=True); return (x-m)*lax.rsqrt(v+1e-5)*g
    return jax.grad(lambda x: (ln(x)**2).sum())(x)
@prog("xent_grad", S(2048,8192), S(2048,dtype=jnp.int32), int_high=8192)
def f(l,y): return jax.grad(lambda l: -jnp.take_along_axis(jax.nn.log_softmax(l),y[:,None],1).mean())(l)
@prog("mlp_bf16", S(1024,1024,dtype=BF), S(1024,4096,dtype=BF), S(4096,1024,dtype=BF))
def f(x,a,b): return jax.nn.gelu(x@a)@b
@prog("rnn_f32", S(128,64,256), S(256,256))
def f(xs,w):
    def step(h,x): h=jnp.tanh(h@w+x); return h,h
    return lax.scan(step, jnp.zeros((64,256),F32), xs)[1]
@prog("onehot_f32", S(8192,dtype=jnp.int32), S(1024,512), int_high=1024)
def f(i,t): return jax.nn.one_hot(i,1024,dtype=F32)@t
@prog("gelu_bf16", S(4096,4096,dtype=BF))
def f(x): return jax.nn.gelu(x)
@prog("softmax_bf16", S(4096,4096,dtype=BF))
def f(x): return jax.nn.softmax(x.astype(F32),-1).astype(BF)
@prog("sum_bf16", S(4096,4096,dtype=BF))
def f(x): return x.astype(F32).sum(-1)
@prog("maxpool_grad", S(16,56,56,64))
def f(x): return jax.grad(lambda x: lax.reduce_window(x,-jnp.inf,lax.max,(1,2,2,1),(1,2,2,1),"VALID").sum())(x)
@prog("avgpool", S(16,56,56,64))
def f(x): return lax.reduce_window(x,0.,lax.add,(1,3,3,1),(1,1,1,1),"SAME")/9
@prog("batchnorm_train", S(32,28,28,128), S(128), S(128))
def f(x,g,b):
    m=x.mean((0,1,2)); v=x.var((0,1,2)); return (x-m)*lax.rsqrt(v+1e-5)*g+b
@prog("attn_grad", S(2,4,256,64), S(2,4,256,64), S(2,4,256,64))
def f(q,k,v):
    def a(q,k,v):
        s=jnp.einsum("bhqd,bhkd->bhqk",q,k)/8.0
        return jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(s,-1), v)
    return jax.grad(lambda q,k,v:(a(q,k,v)**2).sum(),argnums=(0,1,2))(q,k,v)
@prog("logsumexp_cols", S(4096,1024))
def f(x): return jax.nn.logsumexp(x,0)
@prog("var_axis0", S(8192,512))
def f(x): return x.var(0)
@prog("norm_rows_sqrt", S(8192,1024))
def f(x): return jnp.sqrt((x*x).sum(-1))
@prog("clip_round", S(16*1024*1024))
def f(x): return jnp.round(jnp.clip(x*10, -5, 5))
@prog("int8_dequant", S(4096,4096,dtype=jnp.int8), S(4096))
def f(q,s): return q.astype(F32)*s
@prog("argsort", S(256,2048))
def f(x): return jnp.argsort(x,-1)
@prog("roll_concat", S(2048,2048))
def f(x): return jnp.roll(x, 7, 1) + jnp.flip(x, 0)
@prog("dynamic_slice_loop", S(1024,1024))
def f(x): return lax.fori_loop(0,64,lambda i,c: c + lax.dynamic_slice(x,(i*8,0),(64,1024)).sum(0), jnp.zeros(1024,F32))
@prog("cumprod_f32", S(512,2048))
def f(x): return jnp.cumprod(x*0.001+1, -1)
@prog("cummax", S(512,2048))
def f(x): return lax.cummax(x, axis=1)
@prog("segment_sum", S(200000,32), S(200000,dtype=jnp.int32), int_high=1000)
def f(x,i): return jax.ops.segment_sum(x,i,1000)


# Second batch (stop 16): model pieces and library functions a user program calls.
I32 = jnp.int32
@prog("rope", S(8,1024,32,64), S(1024,64), S(1024,64))
def f(x,c,s):
    x1,x2=x[...,:32],x[...,32:]; return x*c[:,None,:]+jnp.concatenate([-x2,x1],-1)*s[:,None,:]
@prog("group_norm", S(8,32,32,256), S(256), S(256))
def f(x,g,b):
    y=x.reshape(8,32,32,32,8); m=y.mean((1,2,4),keepdims=True); v=y.var((1,2,4),keepdims=True)
    return ((y-m)*lax.rsqrt(v+1e-5)).reshape(x.shape)*g+b
@prog("conv_transpose", S(8,32,32,64), S(3,3,128,64))
def f(x,w): return lax.conv_transpose(x,w,(2,2),"SAME",dimension_numbers=("NHWC","HWOI","NHWC"))
@prog("patch_embed", S(16,224,224,3), S(16,16,3,384))
def f(x,w): return lax.conv_general_dilated(x,w,(16,16),"VALID",dimension_numbers=("NHWC","HWIO","NHWC"))
@prog("gelu_erf", S(4096,4096))
def f(x): return jax.nn.gelu(x, approximate=False)
@prog("kv_decode", S(32,2048,128), S(32,2048,128), S(32,128), S(32,128), S(32,128), S(dtype=I32), int_high=2048)
def f(kc,vc,q,k,v,pos):
    kc=lax.dynamic_update_slice(kc,k[:,None],(jnp.int32(0),pos,jnp.int32(0))); vc=lax.dynamic_update_slice(vc,v[:,None],(jnp.int32(0),pos,jnp.int32(0)))
    s=jnp.einsum("hd,hkd->hk",q,kc)/8.0; s=jnp.where(jnp.arange(2048)[None]<=pos,s,-1e30)
    return jnp.einsum("hk,hkd->hd",jax.nn.softmax(s,-1),vc),kc,vc
@prog("top_p", S(64,32000))
def f(l):
    p=jax.nn.softmax(l,-1); sp=jnp.sort(p,-1)[:,::-1]; c=jnp.cumsum(sp,-1)
    t=jnp.take_along_axis(sp,jnp.argmax(c>0.9,-1)[:,None],1); return jnp.where(p>=t,l,-jnp.inf)
@prog("attn_btnh", S(4,512,8,64), S(4,512,8,64), S(4,512,8,64))
def f(q,k,v):
    s=jnp.einsum("bqhd,bkhd->bhqk",q,k)/8.0; return jnp.einsum("bhqk,bkhd->bqhd",jax.nn.softmax(s,-1),v)
@prog("int8_matmul", S(1024,4096), S(4096,4096,dtype=jnp.int8), S(4096))
def f(x,w,s): return (x@w.astype(F32))*s
@prog("conv3d", S(2,16,32,32,32), S(3,3,3,32,32))
def f(x,w): return lax.conv_general_dilated(x,w,(1,1,1),"SAME",dimension_numbers=("NDHWC","DHWIO","NDHWC"))
@prog("conv1d_dilated", S(16,4096,64), S(2,64,64))
def f(x,w): return lax.conv_general_dilated(x,w,(1,),[(4,0)],rhs_dilation=(4,),dimension_numbers=("NWC","WIO","NWC"))
@prog("solve_batched", S(16384,4,4), S(16384,4))
def f(a,b): return jnp.linalg.solve(a+4*jnp.eye(4),b[...,None])[...,0]
@prog("cholesky_512", S(512,512))
def f(a): return jnp.linalg.cholesky(a@a.T+512*jnp.eye(512))
@prog("fft_1m", S(1<<20, dtype=jnp.complex64))
def f(x): return jnp.fft.fft(x)
@prog("rfft2_images", S(16,256,256))
def f(x): return jnp.fft.rfft2(x)
@prog("random_normal", S(2, dtype=jnp.uint32))
def f(k): return jax.random.normal(jax.random.wrap_key_data(k), (4096,2048))
@prog("dropout", S(2, dtype=jnp.uint32), S(4096,2048))
def f(k,x): return jnp.where(jax.random.bernoulli(jax.random.wrap_key_data(k),0.9,x.shape),x/0.9,0)
@prog("scalar_while", S())
def f(x): return lax.fori_loop(0,10000,lambda i,c: c*0.999+jnp.sin(c),x)
@prog("pairwise_dist", S(1024,64), S(1024,64))
def f(x,y): return ((x[:,None]-y[None])**2).sum(-1)
@prog("softmax_axis0", S(4096,1024))
def f(x): return jax.nn.softmax(x,0)
@prog("batched_matvec", S(64,1024,1024), S(64,1024))
def f(a,x): return jnp.einsum("bij,bj->bi",a,x)
@prog("heads_transpose", S(32,512,16,64))
def f(x): return x.transpose(0,2,1,3)*2.0
@prog("bcast_mid", S(64,1024,256), S(64,1,256))
def f(x,b): return jnp.tanh(x+b)
@prog("mean_axes02", S(64,512,64))
def f(x): return x.mean((0,2))
@prog("clip_global_norm", *[S(n) for n in (1024*1024, 4096, 1024*512, 512, 256*1024, 1024)])
def f(*ps):
    n=jnp.sqrt(sum((p*p).sum() for p in ps)); return tuple(p*jnp.minimum(1.0,1.0/n) for p in ps)
@prog("tiny_mlp_b1", S(1,64), S(64,64), S(64), S(64,64), S(64), S(64,10))
def f(x,a,b,c,d,e): return jax.nn.log_softmax(jax.nn.relu(jax.nn.relu(x@a+b)@c+d)@e)
@prog("tiny_add", S(16))
def f(x): return x+1.0
@prog("label_smooth_xent", S(4096,1000), S(4096,dtype=I32), int_high=1000)
def f(l,y):
    t=jax.nn.one_hot(y,1000)*0.9+0.1/1000; return -(t*jax.nn.log_softmax(l)).sum(-1).mean()
@prog("take_along_large", S(4096,4096), S(4096,64,dtype=I32), int_high=4096)
def f(x,i): return jnp.take_along_axis(x,i,1)
@prog("avgpool_2x2", S(32,112,112,64))
def f(x): return lax.reduce_window(x,0.,lax.add,(1,2,2,1),(1,2,2,1),"VALID")/4
@prog("lstm_big", S(64,32,512), S(512,2048), S(512,2048), S(2048))
def f(xs,wx,wh,b):
    def step(c,x):
        h,cc=c; z=x@wx+h@wh+b; i,fg,g,o=jnp.split(z,4,-1)
        cc=jax.nn.sigmoid(fg)*cc+jax.nn.sigmoid(i)*jnp.tanh(g); h=jax.nn.sigmoid(o)*jnp.tanh(cc); return (h,cc),h
    return lax.scan(step,(jnp.zeros((32,512),F32),jnp.zeros((32,512),F32)),xs)[1]
@prog("cumsum_bf16", S(1024,4096,dtype=BF))
def f(x): return jnp.cumsum(x,-1)
@prog("argmax_axis0", S(4096,4096))
def f(x): return jnp.argmax(x,0)
@prog("max_all", S(16*1024*1024))
def f(x): return x.max()
@prog("sort_int", S(1<<20,dtype=I32))
def f(x): return jnp.sort(x)

@prog("sum_rows64", S(262144,64))
def f(x): return x.sum(-1)
@prog("softmax_rows100", S(65536,100))
def f(x): return jax.nn.softmax(x,-1)
@prog("rmsnorm_128", S(131072,128), S(128))
def f(x,g): return x*lax.rsqrt((x*x).mean(-1,keepdims=True)+1e-6)*g

# Long programs (unrolled loops, gradients of stacked parameters) and elementwise functions
# over 4M elements.
@prog("unroll_64", S(64,64))
def f(x): return lax.fori_loop(0,256,lambda i,c: jnp.tanh(c*1.01+0.1),x,unroll=64)
@prog("chain_sin_2500", S(16))
def f(x):
    for i in range(2500): x=jnp.sin(x)+float(i)*1e-4
    return x
@prog("grad_stacked_100", S(32,64), S(100,64,64))
def f(x,w):
    def loss(w):
        y=x
        for i in range(100): y=jnp.tanh(y@w[i])
        return (y*y).sum()
    return jax.grad(loss)(w)
@prog("clip_4m", S(4*1024*1024))
def f(x): return jnp.clip(x,-0.5,0.5)
@prog("log2_4m", S(4*1024*1024))
def f(x): return jnp.log2(jnp.abs(x)+1)
@prog("erf_4m", S(4*1024*1024))
def f(x): return lax.erf(x)
@prog("gelu_exact_4m", S(4*1024*1024))
def f(x): return jax.nn.gelu(x, approximate=False)
@prog("log1p_4m", S(4*1024*1024))
def f(x): return jnp.log1p(jnp.abs(x))
@prog("expm1_4m", S(4*1024*1024))
def f(x): return jnp.expm1(x)
@prog("pow_4m", S(4*1024*1024))
def f(x): return jnp.power(jnp.abs(x), 1.7)
@prog("sqrt_by_pow_4m", S(4*1024*1024))
def f(x): return jnp.sign(x)*jnp.abs(x)**0.5
@prog("lgamma_4m", S(4*1024*1024))
def f(x): return jax.scipy.special.gammaln(jnp.abs(x) + 0.5)
@prog("digamma_4m", S(4*1024*1024))
def f(x): return jax.scipy.special.digamma(jnp.abs(x) + 0.5)
@prog("erfinv_4m", S(4*1024*1024))
def f(x): return jax.scipy.special.erfinv(jnp.tanh(x))
@prog("asinh_4m", S(4*1024*1024))
def f(x): return jnp.arcsinh(x)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*")
    ap.add_argument("--out", default="/tmp/kiln_sweep")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--min-time", type=float, default=0.3)
    ap.add_argument("--kiln", default=os.path.join(ROOT, "target", "release", "kiln"))
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    xla_bench = os.path.join(ROOT, "..", "shared", "tools", "xla_bench.py")
    rows = []
    for name, (fn, shapes, int_high) in P.items():
        if args.names and name not in args.names:
            continue
        path = os.path.join(args.out, name + ".hlo")
        if not os.path.exists(path):
            try:
                text = jax.jit(fn).lower(*shapes).compiler_ir("hlo").as_hlo_text()
            except Exception as e:  # noqa: BLE001 (one bad program must not stop the sweep)
                rows.append((float("inf"), name, "export error", "", [f"{type(e).__name__}: {e}"[:200]]))
                continue
            with open(path, "w") as f:
                f.write(text)
            if int_high:
                with open(os.path.join(args.out, name + ".json"), "w") as f:
                    json.dump({"int_high": int_high}, f)
        cmd = [args.kiln, "bench", path, "--no-cache", "--compare-xla", "--xla-bench", xla_bench,
               "--json", "--threads", str(args.threads), "--min-time", str(args.min_time),
               "--warmup", "1"]
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        lines = [l for l in out.stdout.splitlines() if l.startswith("{")]
        if not lines:
            rows.append((float("inf"), name, "error", "", out.stderr.strip().splitlines()[-1:]))
            continue
        k = json.loads(lines[-1])
        x = k.get("xla", {})
        ratio = k.get("ratio_run", float("nan"))
        rows.append((ratio, name, k["run_ms_median"], x.get("run_ms_median"), ""))
        print(f"{name}: kiln {k['run_ms_median']:.3f} ms, xla {x.get('run_ms_median', float('nan')):.3f} ms",
              file=sys.stderr, flush=True)
    print(f"| program | Kiln ms | XLA ms | Kiln/XLA |  (threads {args.threads})")
    print("|---|---|---|---|")
    for ratio, name, kiln, xla, note in sorted(rows, key=lambda r: -r[0]):
        print(f"| {name} | {kiln} | {xla} | {ratio:.2f} | {' '.join(note)}")


if __name__ == "__main__":
    main()
