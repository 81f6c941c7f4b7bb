/**
 * React and React Router alone, imported as a start-up step of their own: evaluating them is
 * the bulk of the router step, and this keeps it apart from the routes and their modules.
 */
export { createBrowserRouter } from 'react-router-dom'
