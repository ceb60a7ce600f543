//! Fox & Dolphin (Z specification `seeds/fox-dolphin-z-spec.txt`).
