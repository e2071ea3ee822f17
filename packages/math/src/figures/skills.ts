/**
 * The skills whose tasks come with a figure, each with why a textbook would draw it. The generator test
 * asserts that every skill listed here has a figure at every difficulty in both languages, so a listed
 * skill cannot silently lose its picture; a skill not listed may still draw one for some variants.
 */
export const FIGURE_SKILLS: Readonly<Record<string, string>> = {
  // ── Geometry (figures-geometry): triangles, angles, polygons, circles, solids ─────────────────────
  'adjacent-angles': 'a line with a ray, or two crossing lines, the given and the asked angle marked',
  'parallel-lines-angles': 'two parallel lines and a transversal with the pair of angles the task names',
  'third-angle': 'the triangle with its known angles (or their expressions) and the asked one marked',
  'congruence-criterion': 'the two triangles with the equal sides and angles marked alike',
  midline: 'the triangle with its midline (or midpoint triangle) and the given lengths',
  'similar-sides': 'the two similar triangles (or shadows, or a cut-off triangle) with their sides',
  'find-hypotenuse': 'the right triangle with its legs and hypotenuse, the unknown one marked',
  'ladder-problem': 'the right triangle inside the situation: kite, ladder, rectangle, rhombus or triangle',
  'rectangle-area-from-perimeter': 'the rectangle or square with its sides and what is given about it',
  'triangle-area': 'the triangle with the side and the altitude drawn to it (or on coordinate axes)',
  'trapezium-area': 'the parallelogram, rhombus or trapezium with its sides, diagonals and height',
  'circle-area': 'the circle with its radius or diameter',
  'sector-area': 'the sector with its radius, central angle and arc',
  'inscribed-angle': 'the circle with the inscribed and central angles, or the inscribed figure',
  'tangent-length': 'the circle with the tangent, radius and distance to the centre (or the chord)',
  'circumradius-right-triangle': 'the triangle with its circumscribed or inscribed circle and the radius',
  'cuboid-volume': 'the cuboid in perspective with its three dimensions',
  'cube-surface-area': 'the cube or cuboid (open box) in perspective with its edges',
  'pyramid-volume': 'the pyramid or prism in perspective with its base edge and height or apothem',
  'cylinder-volume': 'the cylinder or cone with its radius and height or slant height',
  'ball-volume': 'the ball with its radius or diameter',
  'skew-lines': 'the cube with its corners named and both lines drawn',
  'line-plane-angle': 'the cuboid or pyramid with the line, its projection and the angle between them',
  'pyramid-height': 'the pyramid (or cuboid) with its height, lateral edge or apothem and the diagonal',
  'rotate-rectangle': 'the flat shape with the axis it turns about',
  'trig-ratio-from-sides': 'the right triangle with its named corners, the given sides and the angle',
  'find-side-with-trig': 'the right triangle with the given angle and side and the asked side',
  'angle-of-elevation': 'the object, the observer and the line of sight with the angle of elevation',
  'cosine-rule': 'the triangle with its sides and the angle between them',
  'sine-rule': 'the triangle with its angles and sides (and circumscribed circle)',
  'triangle-area-sine': 'the triangle or parallelogram with two sides and the angle between them',
  // ── Plots and charts (figures-plots): coordinate planes, graphs, number lines, data charts ────────
  'reflect-point': 'the point and the mirror line or centre on squared paper, where the image is plotted',
  midpoint: 'the given points (and parallelogram sides) on squared paper',
  'vector-linear-combination': 'the given vectors drawn from the origin on squared paper',
  'shift-graph': 'the graph before and after the moves: a transformation is taught as a picture',
  'line-through-two-points': 'the line through the two named points: the graph whose formula is asked',
  'parallel-line-equation': 'the given line and the point the wanted line goes through',
  'interval-intersection': 'both intervals on one number line, as the first hint asks the student to draw',
  'mean-from-frequency-table': 'the frequency table as a bar chart (a missing frequency is a bar marked x)',
  'max-area-fence': 'the plan of the plot: which sides are fenced, where the wall and dividing fence are',
};
