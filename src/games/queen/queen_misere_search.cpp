// Misère play of several queens: the depth-first search over ranked multisets of cells
// (queen_misere_search.hpp).
#include "games/queen/queen_misere_search.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace marienbad {
namespace {

// The most entries the search's guide may hold (4 bytes each): a few times the cells of the
// table, which are fewer than 2,500 within the bound on positions.
constexpr std::int64_t k_misere_guide_max_entries = 4'000'000;

// The distances of the queens off the sink.
std::vector<WythoffPosition> misere_queens_off_sink(const QueenBoard& board,
                                                    const QueenPosition& position) {
    std::vector<WythoffPosition> queens;
    for (const QueenCell cell : position.queens) {
        if (!board.contains(cell)) {
            throw std::invalid_argument("QueenMisereSearch: a queen off the board");
        }
        if (cell != board.sink()) {
            queens.push_back(board.distances(cell));
        }
    }
    return queens;
}

// The cells of the union of the rectangles [0, x] x [0, y] of the queens (the sink included):
// taken by decreasing x, each queen adds, on its x + 1 rows, the columns past those of the
// queens taken before it (which reach at least as many rows).
UInt128 misere_union_cells(std::vector<WythoffPosition> queens) {
    std::sort(queens.begin(), queens.end(),
              [](WythoffPosition a, WythoffPosition b) { return a.x > b.x; });
    UInt128 cells = 0;
    std::int64_t covered = -1;  // the columns 0..covered are counted on every row they reach
    for (const WythoffPosition queen : queens) {
        if (queen.y > covered) {
            cells += static_cast<UInt128>(queen.x + 1) * static_cast<UInt128>(queen.y - covered);
            covered = queen.y;
        }
    }
    return cells;
}

// C(cells + count - 1, count): the multisets of `count` out of `cells`, saturating.
std::uint64_t misere_multisets(UInt128 cells, int count) {
    constexpr std::uint64_t k_saturated = std::numeric_limits<std::uint64_t>::max();
    if (cells > (UInt128{1} << 63U)) {
        return k_saturated;  // at least C(cells + 1, 2) > 2^64 for count >= 2
    }
    UInt128 result = 1;
    for (int i = 1; i <= count; ++i) {
        // result = C(cells - 1 + i - 1, i - 1) < 2^64 and the factor < 2^63 + 9: no overflow,
        // and the division is exact.
        result = result * (cells - 1 + static_cast<UInt128>(i)) / static_cast<UInt128>(i);
        if (result > k_saturated) {
            return k_saturated;  // the count only grows with i
        }
    }
    return static_cast<std::uint64_t>(result);
}

}  // namespace

std::uint64_t queen_misere_positions(const QueenBoard& board, const QueenPosition& position) {
    const std::vector<WythoffPosition> queens = misere_queens_off_sink(board, position);
    if (queens.size() < 2) {
        return 0;
    }
    return misere_multisets(misere_union_cells(queens), static_cast<int>(queens.size()));
}

bool queen_misere_search_fits(const QueenBoard& board, const QueenPosition& position,
                              std::uint64_t max_positions) {
    return queen_misere_positions(board, position) <= max_positions;
}

QueenMisereSearch::QueenMisereSearch(std::uint64_t max_positions) : max_positions_(max_positions) {}

bool QueenMisereSearch::fits_table(const std::vector<WythoffPosition>& queens) const {
    if (memo_.empty() || static_cast<int>(queens.size()) > slots_) {
        return false;
    }
    return std::all_of(queens.begin(), queens.end(), [this](WythoffPosition queen) {
        return queen.x < static_cast<std::int64_t>(widths_.size()) &&
               queen.y < widths_[static_cast<std::size_t>(queen.x)];
    });
}

void QueenMisereSearch::build_table(const std::vector<WythoffPosition>& queens) {
    const std::uint64_t positions =
        misere_multisets(misere_union_cells(queens), static_cast<int>(queens.size()));
    if (positions > max_positions_) {
        throw std::invalid_argument(
            "QueenMisereSearch: the position reaches more positions than the search may store");
    }
    slots_ = static_cast<int>(queens.size());
    std::int64_t rows = 0;
    for (const WythoffPosition queen : queens) {
        rows = std::max(rows, queen.x + 1);
    }
    widths_.assign(static_cast<std::size_t>(rows), 0);
    for (const WythoffPosition queen : queens) {
        for (std::int64_t x = 0; x <= queen.x; ++x) {
            auto& width = widths_[static_cast<std::size_t>(x)];
            width = std::max(width, static_cast<std::int32_t>(queen.y + 1));
        }
    }
    offsets_.assign(static_cast<std::size_t>(rows), 0);
    std::uint32_t cells = 0;
    for (std::size_t x = 0; x < widths_.size(); ++x) {
        offsets_[x] = cells;
        cells += static_cast<std::uint32_t>(widths_[x]);
    }
    partners_.assign(static_cast<std::size_t>(rows), 0);
    for (std::size_t x = 0; x < partners_.size(); ++x) {
        partners_[x] = wythoff_safe_partner(static_cast<std::int64_t>(x), Convention::misere);
    }
    // binomials_[k][n] = C(n, k) for 2 <= k <= slots_, n <= cells + k - 2: the largest term a
    // rank adds for its k-th smallest cell (at most the number of positions).
    binomials_.assign(static_cast<std::size_t>(slots_) + 1, {});
    for (std::size_t k = 2; k < binomials_.size(); ++k) {
        auto& row = binomials_[k];
        row.assign(cells + k - 1, 0);
        for (std::size_t n = k; n < row.size(); ++n) {
            const std::uint64_t smaller = k == 2 ? n - 1 : binomials_[k - 1][n - 1];
            row[n] = row[n - 1] + smaller;  // C(n, k) = C(n - 1, k) + C(n - 1, k - 1)
        }
    }
    build_guide();
    memo_.assign(static_cast<std::size_t>((positions + 3) / 4), 0);
    stats_.positions_indexed = positions;
    ++stats_.tables_built;
}

void QueenMisereSearch::build_guide() {
    grundy_.clear();
    line_ranges_.clear();
    lines_.clear();
    const auto rows = static_cast<std::int64_t>(widths_.size());
    const std::int64_t columns = widths_[0];
    if (!queen_grundy_table_fits(rows - 1, columns - 1)) {
        return;  // the search goes without a guide
    }
    const QueenGrundyTable table(rows - 1, columns - 1);
    const auto cells =
        static_cast<std::size_t>(offsets_.back()) + static_cast<std::size_t>(widths_.back());
    grundy_.resize(cells);
    std::vector<LineRange> ranges(static_cast<std::size_t>(2 * (rows + columns) - 1),
                                  {0, std::numeric_limits<std::int64_t>::max(), -1});
    for (std::int64_t x = 0; x < rows; ++x) {
        for (std::int32_t y = 0; y < widths_[static_cast<std::size_t>(x)]; ++y) {
            const int value = table.value(x, y);
            grundy_[code(static_cast<std::int32_t>(x), y)] = value;
            for (const Line line : {Line::row, Line::column, Line::diagonal}) {
                LineRange& range = ranges[line_of(line, x, y)];
                range.low = std::min<std::int64_t>(range.low, value);
                range.count = std::max<std::int64_t>(range.count, value);  // the largest, so far
            }
        }
    }
    std::int64_t entries = 0;
    for (LineRange& range : ranges) {
        range.count = range.count < 0 ? 0 : range.count - range.low + 1;
        range.start = entries;
        entries += range.count;
    }
    if (entries > k_misere_guide_max_entries) {
        grundy_.clear();
        return;
    }
    line_ranges_ = std::move(ranges);
    lines_.assign(static_cast<std::size_t>(entries), -1);
    for (std::int64_t x = 0; x < rows; ++x) {
        for (std::int32_t y = 0; y < widths_[static_cast<std::size_t>(x)]; ++y) {
            const std::int64_t value = grundy_[code(static_cast<std::int32_t>(x), y)];
            for (const Line line : {Line::row, Line::column, Line::diagonal}) {
                const LineRange& range = line_ranges_[line_of(line, x, y)];
                lines_[static_cast<std::size_t>(range.start + value - range.low)] =
                    static_cast<std::int32_t>(line == Line::row ? y : x);
            }
        }
    }
}

QueenMisereSearch::Spots QueenMisereSearch::spots_of(const QueenBoard& board,
                                                     const QueenPosition& position) {
    const std::vector<WythoffPosition> queens = misere_queens_off_sink(board, position);
    if (!fits_table(queens)) {
        build_table(queens);
    }
    Spots spots{};
    std::size_t slot = static_cast<std::size_t>(slots_) - queens.size();  // sinks first
    for (const WythoffPosition queen : queens) {
        const auto x = static_cast<std::int32_t>(queen.x);
        const auto y = static_cast<std::int32_t>(queen.y);
        spots[slot++] = {x, y, code(x, y)};
    }
    std::sort(spots.begin(), spots.begin() + slots_,
              [](const Spot& a, const Spot& b) { return a.code < b.code; });
    return spots;
}

QueenMisereSearch::Node QueenMisereSearch::node_of(const Spots& spots) const {
    // The multiset c_0 <= c_1 <= ... is ranked as the set c_i + i, by the combinatorial number
    // system: the sum of C(c_i + i, i + 1).
    Node node;
    node.spots = spots;
    const auto slots = static_cast<std::size_t>(slots_);
    for (std::size_t i = 0; i < slots; ++i) {
        const Spot& spot = spots[i];
        node.same[i + 1] = node.same[i] + term(i, spot.code);
        node.shifted[i + 1] = node.shifted[i] + (i + 1 < slots ? term(i + 1, spot.code) : 0);
        node.active += spot.code != 0 ? 1 : 0;
        node.value ^= grundy_.empty() ? 0 : grundy(spot);
    }
    node.rank = node.same[slots];
    node.pass = grundy_.empty() ? 1 : 0;
    return node;
}

QueenMisereSearch::Outcome QueenMisereSearch::known(const Node& node) const {
    if (node.active == 0) {
        return win;  // no queen off the sink: the opponent moved last
    }
    if (node.active == 1) {
        const Spot& queen = node.spots[static_cast<std::size_t>(slots_) - 1];
        return partners_[static_cast<std::size_t>(queen.x)] == queen.y ? loss : win;
    }
    return stored(node.rank);
}

QueenMisereSearch::Outcome QueenMisereSearch::known_after(const Node& node,
                                                          std::uint64_t rank) const {
    // The node has two queens off the sink or more (else it is known): the move leaves one
    // only when it takes one of two into the sink.
    if (node.active == 2 && node.to.code == 0) {
        const auto last = static_cast<std::size_t>(slots_) - 1;
        const Spot& queen =
            node.spots[static_cast<std::size_t>(node.slot) == last ? last - 1 : last];
        return partners_[static_cast<std::size_t>(queen.x)] == queen.y ? loss : win;
    }
    return stored(rank);
}

std::int32_t QueenMisereSearch::guided_length(const Spot& spot, int direction, int wanted) const {
    if (direction == 1) {
        const std::int32_t y = place_on(line_of(Line::row, spot.x, spot.y), wanted);
        return y >= 0 && y < spot.y ? spot.y - y : 0;
    }
    const std::int32_t x =
        place_on(line_of(direction == 0 ? Line::column : Line::diagonal, spot.x, spot.y), wanted);
    return x >= 0 && x < spot.x ? spot.x - x : 0;
}

bool QueenMisereSearch::next_move(Node& node, std::uint64_t& rank) const {
    while (node.pass < 2) {
        if (node.slot == slots_) {
            ++node.pass;
            node.slot = 0;
            node.direction = 0;
            node.length = 0;
            continue;
        }
        const auto slot = static_cast<std::size_t>(node.slot);
        const Spot& spot = node.spots[slot];
        // A queen in the sink has no move; queens on one cell have the same moves.
        if (spot.code == 0 || (slot > 0 && node.spots[slot - 1].code == spot.code) ||
            node.direction == 3) {
            ++node.slot;
            node.direction = 0;
            node.length = 0;
            continue;
        }
        const int wanted = grundy_.empty() ? -1 : node.value ^ grundy(spot);
        std::int32_t length = 0;
        if (node.pass == 0) {
            // At most one move a direction leaves a xor of 0 (values differ along a line).
            length = guided_length(spot, node.direction++, wanted);
            if (length == 0) {
                continue;
            }
        } else {
            if (node.length == 0) {
                node.guided = wanted < 0 ? 0 : guided_length(spot, node.direction, wanted);
            }
            if (++node.length == node.guided) {
                ++node.length;  // pass 0 tried it
            }
            const std::int32_t longest = node.direction == 0   ? spot.x
                                         : node.direction == 1 ? spot.y
                                                               : std::min(spot.x, spot.y);
            if (node.length > longest) {
                ++node.direction;
                node.length = 0;
                continue;
            }
            length = node.length;
        }
        const int direction = node.pass == 0 ? node.direction - 1 : node.direction;
        const std::int32_t x = direction == 1 ? spot.x : spot.x - length;
        const std::int32_t y = direction == 0 ? spot.y : spot.y - length;
        node.to = {x, y, code(x, y)};
        // The moved queen's code only decreases: it goes to place p <= slot, the queens from p
        // to slot - 1 one place later.
        std::size_t place = slot;
        while (place > 0 && node.spots[place - 1].code > node.to.code) {
            --place;
        }
        rank = node.same[place] + term(place, node.to.code) +
               (node.shifted[slot] - node.shifted[place]) +
               (node.same[static_cast<std::size_t>(slots_)] - node.same[slot + 1]);
        return true;
    }
    return false;
}

QueenMisereSearch::Spots QueenMisereSearch::after(const Node& node) const {
    Spots spots = node.spots;
    auto place = static_cast<std::size_t>(node.slot);
    while (place > 0 && spots[place - 1].code > node.to.code) {
        spots[place] = spots[place - 1];
        --place;
    }
    spots[place] = node.to;
    return spots;
}

QueenMisereSearch::Outcome QueenMisereSearch::solve(const Spots& spots) {
    if (const Outcome outcome = known(node_of(spots)); outcome != unknown) {
        return outcome;
    }
    stack_.clear();
    stack_.push_back(node_of(spots));
    ++stats_.positions_searched;
    Outcome finished = unknown;  // the outcome of the node just taken off the stack
    while (!stack_.empty()) {
        Node& node = stack_.back();
        Outcome outcome = finished == loss ? win : unknown;  // it moves to a lost position
        bool descend = false;
        std::uint64_t rank = 0;
        while (outcome == unknown && !descend) {
            if (!next_move(node, rank)) {
                outcome = loss;  // every move leaves the opponent a won position
            } else if (const Outcome next = known_after(node, rank); next == loss) {
                outcome = win;
            } else {
                descend = next == unknown;
            }
        }
        if (descend) {
            Node child = node_of(after(node));
            stack_.push_back(child);  // `node` is not used past this point
            ++stats_.positions_searched;
            finished = unknown;
            continue;
        }
        store(node.rank, outcome);
        finished = outcome;
        stack_.pop_back();
    }
    return finished;
}

bool QueenMisereSearch::player_to_move_wins(const QueenBoard& board,
                                            const QueenPosition& position) {
    const std::vector<WythoffPosition> queens = misere_queens_off_sink(board, position);
    if (queens.size() < 2) {
        return queens.empty() || !is_wythoff_safe(queens[0].x, queens[0].y, Convention::misere);
    }
    return solve(spots_of(board, position)) == win;
}

std::vector<QueenMove> QueenMisereSearch::winning_moves(const QueenBoard& board,
                                                        const QueenPosition& position) {
    std::vector<QueenMove> moves;
    const std::vector<WythoffPosition> queens = misere_queens_off_sink(board, position);
    if (queens.size() < 2) {
        for (std::size_t queen = 0; queen < position.queens.size() && !queens.empty(); ++queen) {
            if (position.queens[queen] != board.sink()) {
                for (const WythoffPosition to :
                     wythoff_winning_moves(queens[0].x, queens[0].y, Convention::misere)) {
                    moves.push_back({static_cast<int>(queen), board.cell_at(to)});
                }
            }
        }
        return moves;
    }
    spots_of(board, position);  // the table, for the positions below
    const QueenRules rules(board, Convention::misere);
    QueenPosition next = position;
    for (std::size_t queen = 0; queen < position.queens.size(); ++queen) {
        const auto index = static_cast<int>(queen);
        if (!is_first_queen_on_its_cell(position, index)) {
            // The same moves as the first queen on its cell.
            const auto first = static_cast<int>(
                std::find(position.queens.begin(), position.queens.end(), position.queens[queen]) -
                position.queens.begin());
            const std::size_t count = moves.size();
            for (std::size_t i = 0; i < count; ++i) {
                if (moves[i].queen == first) {
                    moves.push_back({index, moves[i].to});
                }
            }
            continue;
        }
        for (const QueenCell to : rules.destinations(position.queens[queen])) {
            next.queens[queen] = to;
            if (solve(spots_of(board, next)) == loss) {
                moves.push_back({index, to});
            }
        }
        next.queens[queen] = position.queens[queen];
    }
    return moves;
}

std::optional<QueenMove> QueenMisereSearch::find_winning_move(const QueenBoard& board,
                                                              const QueenPosition& position) {
    const std::vector<WythoffPosition> queens = misere_queens_off_sink(board, position);
    if (queens.size() < 2) {
        const std::vector<QueenMove> moves = winning_moves(board, position);
        return moves.empty() ? std::nullopt : std::optional<QueenMove>(moves.front());
    }
    Node root = node_of(spots_of(board, position));
    if (known(root) == loss) {
        return std::nullopt;
    }
    std::uint64_t rank = 0;
    while (next_move(root, rank)) {
        Outcome outcome = known_after(root, rank);
        if (outcome == unknown) {
            outcome = solve(after(root));
        }
        if (outcome == loss) {
            const Spot& from = root.spots[static_cast<std::size_t>(root.slot)];
            const QueenCell cell = board.cell_at({from.x, from.y});
            const auto queen = std::find(position.queens.begin(), position.queens.end(), cell);
            return QueenMove{static_cast<int>(queen - position.queens.begin()),
                             board.cell_at({root.to.x, root.to.y})};
        }
    }
    return std::nullopt;
}

}  // namespace marienbad
