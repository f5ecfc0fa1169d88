// Misère play of several queens, exactly. Misère sums are not decided by the queens' Grundy
// values, so positions are searched: depth first with an explicit stack (a game as long as the
// queens' distances never deepens the program's stack), every position's outcome remembered.
//
// A position is the multiset of the queens' distances to the sink (their order does not matter,
// and a queen in the sink never moves again). With no queen off the sink the player to move has
// won (the opponent moved last); with one, Wythoff's misère pairs decide (wythoff.hpp); the
// search stores the others.
//
// Its size is known before any search: from a position, a queen at distances (x, y) can reach
// every (x', y') with x' <= x and y' <= y, so every position reachable from one with q queens
// off the sink is a multiset of q cells (the sink standing for a queen that has arrived) out of
// the U cells of the union of those rectangles, the sink included: there are C(U + q - 1, q) of
// them. Each has its number in that range (its cells numbered row by row within the union, the
// multiset ranked by the combinatorial number system), which indexes a table of 2 bits a
// position: nothing is hashed and nothing is stored twice. A position whose count exceeds the
// bound is refused before anything is computed, so that a game or `solve` can say so at once
// rather than run out of time or memory midway.
//
// Moves are tried likely winners first: those that leave a xor of the queens' Grundy values 0
// (at most one a line, found at once in a table of where each value stands on each line of the
// union), then the others. The order changes the time taken, never the answer.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "games/queen/queen_grundy.hpp"
#include "games/queen/queen_rules.hpp"

namespace marienbad {

// The most positions the search may have to remember (2 bits each: 750 kB). Measured on the
// project's 2-core machine (g++ 12 -O2, November 2026, the machine otherwise busy), the search
// takes at most about 0.16 microseconds a position of the count, whatever the shape: the slowest
// setups within the bound, every queen on the top-left cell of 9 x 10 or 6 x 15 with 4 queens
// (2,919,735 positions), of 8 x 11 with 4 (2,672,670) and of 6 x 8 with 5 (2,598,960), give their
// first move or every winning move in 0.35 to 0.48 s; two queens on one row of 2,448 cells
// (2,997,576) in 0.3 s; 7 queens on 5 x 5 (2,629,575) in 0.1 s (first move) to 0.32 s (all).
inline constexpr std::uint64_t k_queen_misere_max_positions = 3'000'000;

// How many positions the search may have to store for `position`: C(U + q - 1, q) above for
// q >= 2 queens off the sink, saturating at UINT64_MAX; 0 with fewer (the pairs decide, nothing
// is stored). The queens must be on the board.
std::uint64_t queen_misere_positions(const QueenBoard& board, const QueenPosition& position);
// Whether that is within `max_positions`.
bool queen_misere_search_fits(const QueenBoard& board, const QueenPosition& position,
                              std::uint64_t max_positions = k_queen_misere_max_positions);

struct QueenSearchStats {
    std::uint64_t positions_searched = 0;  // positions whose moves were searched, all calls
    std::uint64_t positions_indexed = 0;   // positions the current table numbers (its ranks)
    std::uint64_t tables_built = 0;        // times a position outside the table made a new one
};

class QueenMisereSearch {
  public:
    explicit QueenMisereSearch(std::uint64_t max_positions = k_queen_misere_max_positions);

    // Misère play: whether the player to move wins; every winning move (in the rules' order:
    // queen by queen, down, right, diagonal, nearest first; queens sharing a cell each listed);
    // one winning move (the likely winners tried first: moves that leave a xor of Grundy values
    // 0; it stops at the first winner). A position that does not fit within the bound is refused
    // (std::invalid_argument); the table of outcomes is kept from call to call while the
    // positions asked fit in it (the positions of one game do).
    bool player_to_move_wins(const QueenBoard& board, const QueenPosition& position);
    std::vector<QueenMove> winning_moves(const QueenBoard& board, const QueenPosition& position);
    std::optional<QueenMove> find_winning_move(const QueenBoard& board,
                                               const QueenPosition& position);

    QueenSearchStats stats() const { return stats_; }

  private:
    // A queen off the sink, or a slot for one that has arrived (code 0), as the search sees it.
    struct Spot {
        std::int32_t x = 0;
        std::int32_t y = 0;
        std::uint32_t code = 0;  // its number within the union of rectangles; 0 is the sink
    };
    using Spots = std::array<Spot, k_queen_max_queens>;
    using Sums = std::array<std::uint64_t, k_queen_max_queens + 1>;
    enum Outcome : std::uint8_t { unknown = 0, win = 1, loss = 2 };

    // A position being searched, and how far its moves have been tried.
    struct Node {
        Spots spots;  // slots_ of them, by code: the sinks first
        std::uint64_t rank = 0;
        int active = 0;  // queens off the sink
        int value = 0;   // the xor of the queens' Grundy values (0 without grundy_)
        // Prefix sums of the rank's terms, as they are (same) and each one place later
        // (shifted), from which a move's rank follows in a few additions.
        Sums same{};
        Sums shifted{};
        // The move tried last: pass 0 tries the moves that leave a xor of 0 (the likely
        // winners), pass 1 the others; the queen in slot `slot`, its direction (0 down, 1 right,
        // 2 diagonal) and length, and where it goes.
        int pass = 0;
        int slot = 0;
        int direction = 0;
        std::int32_t length = 0;
        std::int32_t guided = 0;  // pass 1 skips the length pass 0 tried in this direction
        Spot to;
    };

    // The queens off the sink as spots, after making a table that holds them if the current one
    // does not (std::invalid_argument past the bound).
    Spots spots_of(const QueenBoard& board, const QueenPosition& position);
    bool fits_table(const std::vector<WythoffPosition>& queens) const;
    void build_table(const std::vector<WythoffPosition>& queens);
    std::uint32_t code(std::int32_t x, std::int32_t y) const {
        return offsets_[static_cast<std::size_t>(x)] + static_cast<std::uint32_t>(y);
    }
    // The guide: the Grundy values of the table's cells, and where each value stands on each
    // row, column and diagonal among them (once at most: values differ along a line), so that
    // the moves that leave a xor of 0 are found at once. Each line keeps the range of values it
    // holds (a few times its shorter side: queen_grundy.hpp). None when too big: the search then
    // tries the moves in their order, as fast when none leaves a xor of 0.
    enum class Line { row, column, diagonal };
    void build_guide();
    int grundy(const Spot& spot) const { return grundy_[spot.code]; }
    std::size_t line_of(Line line, std::int64_t x, std::int64_t y) const {
        const std::size_t rows = widths_.size();
        const auto columns = static_cast<std::size_t>(widths_[0]);
        return line == Line::row ? static_cast<std::size_t>(x)
               : line == Line::column
                   ? rows + static_cast<std::size_t>(y)
                   : rows + columns + static_cast<std::size_t>(y - x) + (rows - 1);
    }
    // Where `value` stands on the line (x or y, as the line's cells differ), or -1.
    std::int32_t place_on(std::size_t line, int value) const {
        const LineRange& range = line_ranges_[line];
        const std::int64_t offset = static_cast<std::int64_t>(value) - range.low;
        return offset >= 0 && offset < range.count
                   ? lines_[static_cast<std::size_t>(range.start + offset)]
                   : -1;
    }
    // The length of the spot's move in `direction` (0 down, 1 right, 2 diagonal) to the cell
    // of value `wanted` (the move that leaves a xor of 0 when `wanted` is the xor of the other
    // queens' values); 0 when there is none.
    std::int32_t guided_length(const Spot& spot, int direction, int wanted) const;
    // C(code + slot, slot + 1): the rank's term of the slot-th smallest code.
    std::uint64_t term(std::size_t slot, std::uint32_t code) const {
        return slot == 0 ? code : binomials_[slot + 1][code + slot];
    }
    Node node_of(const Spots& spots) const;
    Outcome stored(std::uint64_t rank) const {
        const auto bits = static_cast<unsigned>(memo_[static_cast<std::size_t>(rank >> 2U)]);
        return static_cast<Outcome>((bits >> ((rank & 3U) * 2U)) & 3U);
    }
    void store(std::uint64_t rank, Outcome outcome) {
        const auto bits = static_cast<unsigned>(outcome) << ((rank & 3U) * 2U);
        memo_[static_cast<std::size_t>(rank >> 2U)] |= static_cast<std::uint8_t>(bits);
    }
    // The outcome of a node known without search (no queen or one queen off the sink, or
    // stored), and of its last move's position, whose rank is `rank`.
    Outcome known(const Node& node) const;
    Outcome known_after(const Node& node, std::uint64_t rank) const;
    // Tries the node's next move: false when none is left; else the rank it leads to.
    bool next_move(Node& node, std::uint64_t& rank) const;
    // The position the node's last move leads to.
    Spots after(const Node& node) const;
    // The outcome for the player to move, searching as needed.
    Outcome solve(const Spots& spots);

    std::uint64_t max_positions_;
    int slots_ = 0;                       // queens off the sink in the table's position
    std::vector<std::uint32_t> offsets_;  // the code of (x, 0), x = 0 .. the longest column
    std::vector<std::int32_t> widths_;    // the union's columns on row x
    std::vector<std::int64_t> partners_;  // row x's misère safe column (one queen left)
    struct LineRange {
        std::int64_t start = 0;  // in lines_
        std::int64_t low = 0;    // the line's smallest value
        std::int64_t count = 0;  // its largest value - low + 1
    };
    std::vector<int> grundy_;             // G(x, y) at code(x, y) (the guide)
    std::vector<LineRange> line_ranges_;  // rows, then columns, then diagonals
    std::vector<std::int32_t> lines_;     // where each value stands on each line, or -1
    std::vector<std::vector<std::uint64_t>> binomials_;  // binomials_[k][n] = C(n, k), k >= 2
    std::vector<std::uint8_t> memo_;                     // 2 bits a rank
    std::vector<Node> stack_;
    QueenSearchStats stats_;
};

}  // namespace marienbad
