//! blake3 digests for the cache, short inputs hashed without the blake3 crate.
//!
//! The crate picks its SIMD routines with `cpuid` the first time a process hashes anything, and
//! in a VM every `cpuid` traps to the hypervisor (3-4 us each here): about 20 us, more than the
//! rest of a small module's cache hit. The inputs of a hit are mostly short (a key of a few
//! hundred bytes, a small module's canonical stream of a few KiB), and for those a
//! plain implementation of the same function costs a few microseconds. So inputs of up to
//! [`SHORT_INPUT`] bytes are hashed here; longer ones by the crate, whose SIMD code is faster
//! at length. Both give the same digests: this is BLAKE3 as its specification defines it (the
//! differential tests compare with the crate at every length around the block, chunk and tree
//! boundaries, in every mode used here).

/// Inputs up to this length are hashed here (about 1 GB/s), longer ones by the crate.
pub const SHORT_INPUT: usize = 8 * 1024;

/// An incremental blake3 hash: the input is buffered while it is short; past [`SHORT_INPUT`]
/// bytes it goes to the crate's hasher.
pub struct Hasher {
    mode: Mode,
    short: Vec<u8>,
    long: Option<blake3::Hasher>,
}

#[derive(Clone, Copy)]
enum Mode {
    Hash,
    DeriveKey(&'static str),
}

impl Hasher {
    pub fn new() -> Hasher {
        Hasher::with_mode(Mode::Hash)
    }

    /// blake3's key-derivation mode with this context string.
    pub fn new_derive_key(context: &'static str) -> Hasher {
        Hasher::with_mode(Mode::DeriveKey(context))
    }

    fn with_mode(mode: Mode) -> Hasher {
        Hasher {
            mode,
            // What a key or a small module's canonical stream needs, without regrowing.
            short: Vec::with_capacity(1024),
            long: None,
        }
    }

    pub fn update(&mut self, bytes: &[u8]) {
        if let Some(long) = &mut self.long {
            long.update(bytes);
        } else if self.short.len() + bytes.len() <= SHORT_INPUT {
            self.short.extend_from_slice(bytes);
        } else {
            let mut long = match self.mode {
                Mode::Hash => blake3::Hasher::new(),
                Mode::DeriveKey(context) => blake3::Hasher::new_derive_key(context),
            };
            long.update(&std::mem::take(&mut self.short));
            long.update(bytes);
            self.long = Some(long);
        }
    }

    pub fn finalize(&self) -> [u8; 32] {
        if let Some(long) = &self.long {
            return *long.finalize().as_bytes();
        }
        match self.mode {
            Mode::Hash => portable::hash(&self.short, portable::IV, 0),
            Mode::DeriveKey(context) => {
                let key = portable::hash(context.as_bytes(), portable::IV, DERIVE_KEY_CONTEXT);
                portable::hash(&self.short, words(&key), DERIVE_KEY_MATERIAL)
            }
        }
    }
}

impl Default for Hasher {
    fn default() -> Self {
        Hasher::new()
    }
}

const DERIVE_KEY_CONTEXT: u32 = 1 << 5;
const DERIVE_KEY_MATERIAL: u32 = 1 << 6;

fn words(bytes: &[u8; 32]) -> [u32; 8] {
    std::array::from_fn(|i| u32::from_le_bytes(bytes[4 * i..4 * i + 4].try_into().unwrap()))
}

/// BLAKE3 from its specification: a compression function over 64-byte blocks, 1 KiB chunks
/// chained block by block, and a binary tree of chunk chaining values whose left subtrees are
/// complete and as large as possible.
mod portable {
    pub const IV: [u32; 8] = [
        0x6A09_E667,
        0xBB67_AE85,
        0x3C6E_F372,
        0xA54F_F53A,
        0x510E_527F,
        0x9B05_688C,
        0x1F83_D9AB,
        0x5BE0_CD19,
    ];
    const PERMUTATION: [usize; 16] = [2, 6, 3, 10, 7, 0, 4, 13, 1, 11, 12, 5, 9, 14, 15, 8];
    const BLOCK: usize = 64;
    const CHUNK: usize = 1024;
    const CHUNK_START: u32 = 1;
    const CHUNK_END: u32 = 1 << 1;
    const PARENT: u32 = 1 << 2;
    const ROOT: u32 = 1 << 3;

    /// The mixing function on state words a, b, c, d with message words x, y. Inlined, so that
    /// the indices are constants and the state stays in registers.
    #[inline(always)]
    fn g(s: &mut [u32; 16], [a, b, c, d]: [usize; 4], x: u32, y: u32) {
        s[a] = s[a].wrapping_add(s[b]).wrapping_add(x);
        s[d] = (s[d] ^ s[a]).rotate_right(16);
        s[c] = s[c].wrapping_add(s[d]);
        s[b] = (s[b] ^ s[c]).rotate_right(12);
        s[a] = s[a].wrapping_add(s[b]).wrapping_add(y);
        s[d] = (s[d] ^ s[a]).rotate_right(8);
        s[c] = s[c].wrapping_add(s[d]);
        s[b] = (s[b] ^ s[c]).rotate_right(7);
    }

    /// The message word order of each of the 7 rounds: the identity, then each round's order
    /// permuted once more.
    const SCHEDULE: [[usize; 16]; 7] = {
        let mut schedule = [[0; 16]; 7];
        let mut i = 0;
        while i < 16 {
            schedule[0][i] = i;
            i += 1;
        }
        let mut r = 1;
        while r < 7 {
            let mut i = 0;
            while i < 16 {
                schedule[r][i] = schedule[r - 1][PERMUTATION[i]];
                i += 1;
            }
            r += 1;
        }
        schedule
    };

    /// One round: the columns, then the diagonals, with the message words in `order`.
    #[inline(always)]
    fn round(s: &mut [u32; 16], m: &[u32; 16], order: &[usize; 16]) {
        g(s, [0, 4, 8, 12], m[order[0]], m[order[1]]);
        g(s, [1, 5, 9, 13], m[order[2]], m[order[3]]);
        g(s, [2, 6, 10, 14], m[order[4]], m[order[5]]);
        g(s, [3, 7, 11, 15], m[order[6]], m[order[7]]);
        g(s, [0, 5, 10, 15], m[order[8]], m[order[9]]);
        g(s, [1, 6, 11, 12], m[order[10]], m[order[11]]);
        g(s, [2, 7, 8, 13], m[order[12]], m[order[13]]);
        g(s, [3, 4, 9, 14], m[order[14]], m[order[15]]);
    }

    /// The first 8 words of the compression of one block: a chaining value.
    fn compress(cv: &[u32; 8], m: &[u32; 16], counter: u64, len: u32, flags: u32) -> [u32; 8] {
        let mut s = [0u32; 16];
        s[..8].copy_from_slice(cv);
        s[8..12].copy_from_slice(&IV[..4]);
        s[12] = counter as u32;
        s[13] = (counter >> 32) as u32;
        s[14] = len;
        s[15] = flags;
        // Written out so that every index is a constant.
        round(&mut s, m, &SCHEDULE[0]);
        round(&mut s, m, &SCHEDULE[1]);
        round(&mut s, m, &SCHEDULE[2]);
        round(&mut s, m, &SCHEDULE[3]);
        round(&mut s, m, &SCHEDULE[4]);
        round(&mut s, m, &SCHEDULE[5]);
        round(&mut s, m, &SCHEDULE[6]);
        std::array::from_fn(|i| s[i] ^ s[i + 8])
    }

    /// A block's bytes as little-endian words, zero-padded.
    fn block_words(bytes: &[u8]) -> [u32; 16] {
        let mut padded = [0u8; BLOCK];
        padded[..bytes.len()].copy_from_slice(bytes);
        std::array::from_fn(|i| u32::from_le_bytes(padded[4 * i..4 * i + 4].try_into().unwrap()))
    }

    /// What is left to compress at a node: the last compression of a chunk, or a parent's.
    struct Node {
        cv: [u32; 8],
        block: [u32; 16],
        counter: u64,
        len: u32,
        flags: u32,
    }

    impl Node {
        fn chaining_value(&self) -> [u32; 8] {
            compress(&self.cv, &self.block, self.counter, self.len, self.flags)
        }

        fn root(&self) -> [u8; 32] {
            let out = compress(&self.cv, &self.block, 0, self.len, self.flags | ROOT);
            let mut bytes = [0u8; 32];
            for (i, w) in out.iter().enumerate() {
                bytes[4 * i..4 * i + 4].copy_from_slice(&w.to_le_bytes());
            }
            bytes
        }
    }

    /// Chunk number `index` (at most 1 KiB), all but its last compression.
    fn chunk(bytes: &[u8], index: u64, key: [u32; 8], flags: u32) -> Node {
        let blocks = bytes.len().div_ceil(BLOCK).max(1);
        let mut cv = key;
        for (b, block) in bytes.chunks(BLOCK).take(blocks - 1).enumerate() {
            let start = if b == 0 { CHUNK_START } else { 0 };
            cv = compress(&cv, &block_words(block), index, BLOCK as u32, flags | start);
        }
        let last = &bytes[(blocks - 1) * BLOCK..];
        Node {
            cv,
            block: block_words(last),
            counter: index,
            len: last.len() as u32,
            flags: flags | CHUNK_END | if blocks == 1 { CHUNK_START } else { 0 },
        }
    }

    fn parent(left: [u32; 8], right: [u32; 8], key: [u32; 8], flags: u32) -> Node {
        let mut block = [0u32; 16];
        block[..8].copy_from_slice(&left);
        block[8..].copy_from_slice(&right);
        Node {
            cv: key,
            block,
            counter: 0,
            len: BLOCK as u32,
            flags: flags | PARENT,
        }
    }

    /// The 32-byte digest of `bytes` with this key (IV for hashing) and mode flags.
    pub fn hash(bytes: &[u8], key: [u32; 8], flags: u32) -> [u8; 32] {
        let chunks = bytes.len().div_ceil(CHUNK).max(1);
        // Chaining values of complete subtrees, merged as soon as two of a size meet: after
        // chunk n (counting from 1) the stack holds one per set bit of n.
        let mut stack: Vec<[u32; 8]> = Vec::new();
        for index in 0..chunks - 1 {
            let piece = &bytes[index * CHUNK..(index + 1) * CHUNK];
            let mut cv = chunk(piece, index as u64, key, flags).chaining_value();
            let mut done = index as u64 + 1;
            while done & 1 == 0 {
                let left = stack.pop().expect("one left subtree per trailing zero");
                cv = parent(left, cv, key, flags).chaining_value();
                done >>= 1;
            }
            stack.push(cv);
        }
        let last = &bytes[(chunks - 1) * CHUNK..];
        let mut node = chunk(last, chunks as u64 - 1, key, flags);
        while let Some(left) = stack.pop() {
            node = parent(left, node.chaining_value(), key, flags);
        }
        node.root()
    }
}
