//! Which board sizes are playable.

/// The smallest playable board: the specifications' 3×3.
pub const MIN_SIZE: usize = 3;
/// The largest playable board. **Decision** (docs/rules.md): 4×4, four in a line.
pub const MAX_SIZE: usize = 4;

/// The one check of a board size: `size` if playable.
pub fn check_size(size: usize) -> Result<usize, SizeError> {
    if (MIN_SIZE..=MAX_SIZE).contains(&size) {
        Ok(size)
    } else {
        Err(SizeError::Unsupported(size))
    }
}

/// Why a board size was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SizeError {
    /// Only sizes `MIN_SIZE..=MAX_SIZE` are playable.
    Unsupported(usize),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_playable_sizes_pass_the_check() {
        assert_eq!(check_size(MIN_SIZE), Ok(MIN_SIZE));
        assert_eq!(check_size(MAX_SIZE), Ok(MAX_SIZE));
        assert_eq!(check_size(2), Err(SizeError::Unsupported(2)));
        assert_eq!(check_size(5), Err(SizeError::Unsupported(5)));
    }
}
