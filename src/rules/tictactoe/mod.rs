//! Tic-tac-toe (VDM-SL, LED and Quint seeds).
